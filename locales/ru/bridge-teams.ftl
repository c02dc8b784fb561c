# Командный бридж (команды из четырёх): матч за двумя столами, вечер команд, `kozyr session`.

bridge-teams-two = Командный матч играют две команды, хозяева первыми; { $given ->
    [one] указана { $given }
    [few] указаны { $given }
   *[other] указано { $given }
}.
bridge-teams-same-name = Две команды не могут обе называться «{ $name }».
bridge-teams-field = «{ $field }» — не поле результата командного матча; поля: { $fields }.
bridge-teams-room = Результат командного матча называет зал — open (открытый, хозяева на линии Север-Юг) или closed (закрытый), а не «{ $given }».
bridge-teams-board-twice = У сдачи { $board } уже есть результат в { $room ->
    [open] открытом
   *[other] закрытом
} зале: отмените или исправьте тот результат, а не вводите сдачу заново.
bridge-teams-vulnerable = Сдача { $board } сыграна в { $room ->
    [open] открытом
   *[other] закрытом
} зале при зональности { $there }, а не { $given }: оба зала играют одну и ту же сдачу.
bridge-teams-dealer = Сдающий сдачи { $board } в { $room ->
    [open] открытом
   *[other] закрытом
} зале — { $there }, а не { $given }: оба зала играют одну и ту же сдачу.
bridge-teams-incomplete = Этот командный матч не окончен: осталось записать { $count ->
    [one] { $count } результат
    [few] { $count } результата
   *[other] { $count } результатов
} ({ $missing }).
bridge-teams-line = Сдача { $board }, { $room ->
    [open] открытый
   *[other] закрытый
} зал: { $contract } у { $declarer } { $result }, СЮ { $score }
bridge-teams-line-pass = Сдача { $board }, { $room ->
    [open] открытый
   *[other] закрытый
} зал: все пас
bridge-teams-step-imps = Сдача { $board }: Север-Юг записали { $open } в открытом зале и { $closed } в закрытом; разница { $difference } по шкале WBF даёт { $imps } IMP команде { $team }.

bridge-evening-teams = В вечере команд от { $min } до { $max } команд, а не { $given }.
bridge-evening-field = «{ $field }» — не поле матча вечера; поля: { $fields }.
bridge-evening-round = Тур { $given } сейчас записать нельзя: по сыгранным турам допустимы туры от 1 до { $most }.
bridge-evening-team = «{ $given }» — не команда этого вечера: { $teams }.
bridge-evening-same-team = Команда { $team } не может играть сама с собой.
bridge-evening-played-twice = У команды { $team } уже есть матч (или пропуск) в туре { $round }.
bridge-evening-rematch = { $home } и { $visit } уже встречались в туре { $round }: за вечер команды встречаются один раз.
bridge-evening-imps = IMP матча — два целых числа, сначала хозяев, например 23:11; а не { $given }.
bridge-evening-bye = Пропуск тура получает столько VP, сколько дают условия вечера, от 0 до 20 (например --vp 12); а не { $given }.
bridge-evening-line = Тур { $round }: { $home } { $imps_home } – { $imps_visit } { $visit } по IMP, VP { $vp_home } – { $vp_visit }
bridge-evening-bye-line = Тур { $round }: { $team } пропускает тур, VP { $vp }
bridge-evening-boards = Матчи этого вечера — из { $boards ->
    [one] { $boards } сдачи
   *[other] { $boards } сдач
}, и шкала VP для них; в командном матче сдач: { $given }.
bridge-evening-step-vp = Перевес { $margin } IMP в матче из { $boards ->
    [one] { $boards } сдачи
   *[other] { $boards } сдач
} — это { $winner } – { $loser } VP по непрерывной шкале WBF.

rule-bridge-teams-teams = командный матч играют две команды с разными названиями
rule-bridge-teams-field = в результате командного матча только его поля
rule-bridge-teams-room = результат командного матча называет зал, открытый или закрытый
rule-bridge-teams-board-twice = каждая сдача играется в каждом зале один раз
rule-bridge-teams-vulnerable = оба зала играют сдачу при одной и той же зональности
rule-bridge-teams-dealer = в обоих залах сдачу сдаёт один и тот же игрок
rule-bridge-teams-imps = IMP сдачи — шкала WBF от разницы результатов Север-Юг открытого и закрытого залов
rule-bridge-teams-incomplete = VP матча считаются, когда каждая сдача сыграна в обоих залах
rule-bridge-evening-teams = в вечере от 2 до 40 команд с разными названиями
rule-bridge-evening-field = в матче вечера только его поля
rule-bridge-evening-round = туры записываются по порядку, а в круговом турнире столько туров, сколько в расписании
rule-bridge-evening-team = матч играют команды этого вечера
rule-bridge-evening-same-team = команда не играет сама с собой
rule-bridge-evening-played-twice = в каждом туре у команды один матч (или один пропуск)
rule-bridge-evening-rematch = две команды встречаются за вечер один раз
rule-bridge-evening-imps = матч называет IMP каждой команды целыми числами
rule-bridge-evening-bye = пропуск тура получает VP по условиям вечера, от 0 до 20
rule-bridge-evening-boards = каждый матч вечера состоит из числа сдач вечера
rule-bridge-evening-vp = перевес в IMP переводится в VP по непрерывной шкале WBF для числа сдач матча

cli-about-session-match = Записать матч вечера команд: тур, команды и IMP, или пропуск тура.
cli-arg-session-new-team = Команда командного матча (две, хозяева первыми) или вечера; флаг повторяется для каждой.
cli-arg-session-result-room = Командный матч: зал, open (открытый, хозяева на линии Север-Юг) или closed (закрытый).
cli-arg-session-result-dealer = Командный матч: сдающий, N, E, S или W, если не по номеру сдачи.
cli-arg-session-match-round = Тур, в котором сыгран матч: 1, 2, 3…
cli-arg-session-match-home = Команда хозяев (Север-Юг в открытом зале).
cli-arg-session-match-visit = Команда гостей.
cli-arg-session-match-imps = IMP каждой команды, сначала хозяев: 23:11.
cli-arg-session-match-from = Командный матч, записанный в kozyr (номер или название), откуда взять команды и IMP.
cli-arg-session-match-bye = Команда, пропускающая тур.
cli-arg-session-match-vp = VP за пропуск тура по условиям вечера (например 12).
cli-value-session-team = КОМАНДА
cli-value-session-room = ЗАЛ
cli-value-session-dealer = МЕСТО
cli-value-session-round = ТУР
cli-value-session-home = КОМАНДА
cli-value-session-visit = КОМАНДА
cli-value-session-imps = IMP
cli-value-session-from = МАТЧ
cli-value-session-bye = КОМАНДА
cli-value-session-vp = VP

cli-session-teams-needed = Турнир `{ $scoring }` играют команды: назовите их через --team (хозяева первыми), без --pairs.
cli-session-pairs-needed = Турнир `{ $scoring }` играют пары: укажите --pairs, а не --team.
cli-session-not-an-evening = Партия { $match } ({ $game }) — не вечер команд; начните его командой `kozyr session new --scoring teams-swiss` или `teams-round-robin`.
cli-session-not-teams = Партия { $match } — не командный матч: матч вечера берёт IMP из командного матча.
cli-session-match-recorded = Записано в партию { $match }, { $game }, тур { $round }.
cli-session-col-board = Сдача
cli-session-col-open = Открытый зал
cli-session-col-closed = Закрытый зал
cli-session-col-team = Команда
cli-session-col-matches = Матчи
cli-session-col-vp = VP
cli-session-col-imps-won = IMP +
cli-session-col-imps-lost = IMP −
cli-session-teams-imps = IMP: { $home } { $imps_home }, { $visit } { $imps_visit }.
cli-session-teams-vp = VP (непрерывная шкала WBF): { $home } { $vp_home }, { $visit } { $vp_visit }.
cli-session-teams-missing = VP — когда каждая сдача сыграна в обоих залах; осталось сыграть: { $missing }.
cli-session-teams-missing-one = { $board } { $room ->
    [open] открытый
   *[other] закрытый
}
cli-session-evening-over = Все туры расписания сыграны.
cli-session-evening-waiting = Тур { $round } ещё играют: { $teams }.
cli-session-evening-no-pairing = Тур { $round }: без повторной встречи команды не расставить.
cli-session-evening-next = Тур { $round }: { $pairs }.
cli-session-evening-next-bye = Тур { $round }: { $pairs }; пропускает: { $bye }.
pbn-evening = В вечере команд нет сдач для записи: выгрузите в PBN каждый его командный матч.
