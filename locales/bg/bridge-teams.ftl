# Отборен бридж (отбори от четирима): мач на две маси, вечер на отбори, `kozyr session`.

bridge-teams-two = Отборен мач играят два отбора, домакините първи; { $given ->
    [one] даден е { $given }
   *[other] дадени са { $given }
}.
bridge-teams-same-name = Два отбора не може и двата да се казват «{ $name }».
bridge-teams-field = «{ $field }» не е поле на резултат от отборен мач; полетата са: { $fields }.
bridge-teams-room = Резултатът от отборен мач назовава залата — open (открита, домакините на линия Север-Юг) или closed (закрита), не «{ $given }».
bridge-teams-board-twice = Раздаване { $board } вече има резултат в { $room ->
    [open] откритата
   *[other] закритата
} зала: отменете или поправете онзи резултат, вместо да въвеждате раздаването отново.
bridge-teams-vulnerable = Раздаване { $board } е изиграно в { $room ->
    [open] откритата
   *[other] закритата
} зала при зона { $there }, не { $given }: двете зали играят едно и също раздаване.
bridge-teams-dealer = Раздаване { $board } в { $room ->
    [open] откритата
   *[other] закритата
} зала е раздадено от { $there }, не от { $given }: двете зали играят едно и също раздаване.
bridge-teams-incomplete = Този отборен мач не е завършен: { $count ->
    [one] остава да се запише { $count } резултат
   *[other] остават да се запишат { $count } резултата
} ({ $missing }).
bridge-teams-line = Раздаване { $board }, { $room ->
    [open] открита
   *[other] закрита
} зала: { $contract } от { $declarer } { $result }, СЮ { $score }
bridge-teams-line-pass = Раздаване { $board }, { $room ->
    [open] открита
   *[other] закрита
} зала: всички пас
bridge-teams-step-imps = Раздаване { $board }: Север-Юг записаха { $open } в откритата зала и { $closed } в закритата; разликата { $difference } по скалата на WBF е { $imps } IMP за { $team }.

bridge-evening-teams = Вечерта на отбори има от { $min } до { $max } отбора, не { $given }.
bridge-evening-field = «{ $field }» не е поле на мач от вечерта; полетата са: { $fields }.
bridge-evening-round = Кръг { $given } не може да се запише сега: според изиграното са позволени кръгове от 1 до { $most }.
bridge-evening-team = «{ $given }» не е отбор от тази вечер: { $teams }.
bridge-evening-same-team = Отборът { $team } не може да играе срещу себе си.
bridge-evening-played-twice = Отборът { $team } вече има мач (или почивка) в кръг { $round }.
bridge-evening-rematch = { $home } и { $visit } вече се срещнаха в кръг { $round }: за една вечер отборите се срещат веднъж.
bridge-evening-imps = IMP на мача са две цели числа, първо на домакините, напр. 23:11; не { $given }.
bridge-evening-bye = Почивката получава толкова VP, колкото дават условията на вечерта, от 0 до 20 (напр. --vp 12); не { $given }.
bridge-evening-line = Кръг { $round }: { $home } { $imps_home } – { $imps_visit } { $visit } IMP, VP { $vp_home } – { $vp_visit }
bridge-evening-bye-line = Кръг { $round }: { $team } почива, VP { $vp }
bridge-evening-boards = Мачовете на тази вечер са от { $boards ->
    [one] { $boards } раздаване
   *[other] { $boards } раздавания
}, и скалата VP е за тях; отборният мач има раздавания: { $given }.
bridge-evening-step-vp = Преднина от { $margin } IMP в мач от { $boards ->
    [one] { $boards } раздаване
   *[other] { $boards } раздавания
} е { $winner } – { $loser } VP по непрекъснатата скала на WBF.

rule-bridge-teams-teams = отборният мач се играе от два отбора с различни имена
rule-bridge-teams-field = резултатът от отборен мач има само своите полета
rule-bridge-teams-room = резултатът от отборен мач назовава залата, открита или закрита
rule-bridge-teams-board-twice = всяко раздаване се играе веднъж във всяка зала
rule-bridge-teams-vulnerable = двете зали играят раздаването при една и съща зона
rule-bridge-teams-dealer = в двете зали раздаването се раздава от едно и също място
rule-bridge-teams-imps = IMP на раздаването са скалата на WBF за разликата между резултата на Север-Юг в откритата и в закритата зала
rule-bridge-teams-incomplete = VP на мача се смятат, когато всяко раздаване е изиграно в двете зали
rule-bridge-evening-teams = вечерта има от 2 до 40 отбора с различни имена
rule-bridge-evening-field = мачът от вечерта има само своите полета
rule-bridge-evening-round = кръговете се записват поред, а кръговата система има толкова кръга, колкото графикът
rule-bridge-evening-team = мачът се играе от отбори на вечерта
rule-bridge-evening-same-team = отбор не играе срещу себе си
rule-bridge-evening-played-twice = във всеки кръг отборът има един мач (или една почивка)
rule-bridge-evening-rematch = два отбора се срещат веднъж за вечерта
rule-bridge-evening-imps = мачът дава IMP на всеки отбор с цели числа
rule-bridge-evening-bye = почивката получава VP по условията на вечерта, от 0 до 20
rule-bridge-evening-boards = всеки мач от вечерта има броя раздавания на вечерта
rule-bridge-evening-vp = преднината в IMP става VP по непрекъснатата скала на WBF за броя раздавания на мача

cli-about-session-match = Запис на мач от вечер на отбори: кръг, отбори и IMP, или почивка.
cli-arg-session-new-team = Отбор от отборен мач (два, домакините първи) или от вечер; флагът се повтаря за всеки.
cli-arg-session-result-room = Отборен мач: залата, open (открита, домакините на Север-Юг) или closed (закрита).
cli-arg-session-result-dealer = Отборен мач: раздаващият, N, E, S или W, ако не е по номера на раздаването.
cli-arg-session-match-round = Кръгът, в който е изигран мачът: 1, 2, 3…
cli-arg-session-match-home = Домакините (Север-Юг в откритата зала).
cli-arg-session-match-visit = Гостите.
cli-arg-session-match-imps = IMP на всеки отбор, първо на домакините: 23:11.
cli-arg-session-match-from = Отборен мач, записан в kozyr (номер или име), от който се вземат отборите и IMP.
cli-arg-session-match-bye = Отбор, който почива в кръга.
cli-arg-session-match-vp = VP за почивка по условията на вечерта (напр. 12).
cli-value-session-team = ОТБОР
cli-value-session-room = ЗАЛА
cli-value-session-dealer = МЯСТО
cli-value-session-round = КРЪГ
cli-value-session-home = ОТБОР
cli-value-session-visit = ОТБОР
cli-value-session-imps = IMP
cli-value-session-from = МАЧ
cli-value-session-bye = ОТБОР
cli-value-session-vp = VP

cli-session-teams-needed = Турнирът `{ $scoring }` се играе от отбори: назовете ги с --team (домакините първи), без --pairs.
cli-session-pairs-needed = Турнирът `{ $scoring }` се играе от двойки: дайте --pairs, не --team.
cli-session-not-an-evening = Игра { $match } ({ $game }) не е вечер на отбори; започнете такава с `kozyr session new --scoring teams-swiss` или `teams-round-robin`.
cli-session-not-teams = Игра { $match } не е отборен мач: мачът от вечерта взема IMP от отборен мач.
cli-session-match-recorded = Записано в игра { $match }, { $game }, кръг { $round }.
cli-session-col-board = Раздаване
cli-session-col-open = Открита зала
cli-session-col-closed = Закрита зала
cli-session-col-team = Отбор
cli-session-col-matches = Мачове
cli-session-col-vp = VP
cli-session-col-imps-won = IMP +
cli-session-col-imps-lost = IMP −
cli-session-teams-imps = IMP: { $home } { $imps_home }, { $visit } { $imps_visit }.
cli-session-teams-vp = VP (непрекъснатата скала на WBF): { $home } { $vp_home }, { $visit } { $vp_visit }.
cli-session-teams-missing = VP — когато всяко раздаване е изиграно в двете зали; остава да се изиграе: { $missing }.
cli-session-teams-missing-one = { $board } { $room ->
    [open] открита
   *[other] закрита
}
cli-session-evening-over = Всички кръгове от графика са изиграни.
cli-session-evening-waiting = Кръг { $round } още се играе от: { $teams }.
cli-session-evening-no-pairing = Кръг { $round }: отборите не могат да се разпределят без повторна среща.
cli-session-evening-next = Кръг { $round }: { $pairs }.
cli-session-evening-next-bye = Кръг { $round }: { $pairs }; почива: { $bye }.
pbn-evening = Вечерта на отбори няма раздавания за запис: изнесете в PBN всеки неин отборен мач.
