# Игры, где записывают только проигравшего или победителя (дурак, осел, черный Петр…): что говорит
# общая часть. Каждая игра добавляет свою роль (`<game>-role`), игры со счетом — единицу счета.

flag-loser = кто проиграл сдачу, напр. Вера (один игрок)
flag-winner = кто выиграл сдачу, напр. Аня (один игрок)
flag-order = порядок выхода из игры, первым — вышедший первым, каждый игрок по разу, напр. Аня,Борис,Вера
flag-draw = никто не проиграл: последние карты ушли разом (дурак)
flag-pogony = «погоны» проигравшего: достоинство двух карт последнего хода, напр. 6, или сами карты, напр. 6S,6C (дурак)
flag-forgiven = проигравший прощен: он схватил открытую карту (ерошки)

outcome-player = { $player }
outcome-names = `{ $field }` называет игроков: имя, имена через запятую или список имен
outcome-switch = `{ $field }` — true или false
outcome-not-here = в игре «{ $game }» `{ $field }` не записывают
outcome-one = в сдаче один { $role }: `{ $field }` называет { $players }
outcome-order-twice = в порядке выхода имя { $player } дважды; каждый игрок называется по разу
outcome-order-missing = в порядке выхода нет игрока { $player }; называются все { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
} по разу
outcome-order-disagree = `{ $field }` называет игрока { $player }, а порядок выхода — { $order }
outcome-missing = укажите исход сдачи: `{ $field }` или порядок выхода (`{ $order }`)
outcome-missing-or-draw = укажите исход сдачи: `{ $field }`, порядок выхода (`{ $order }`) или `{ $draw }`, если никто не проиграл
outcome-draw-and-loser = `{ $field }` — сдача без проигравшего: в ней нет ни проигравшего, ни порядка выхода
outcome-forgiven-loser = простить можно только проигравшего: назовите его (`{ $field }`)
outcome-counts-missing = укажите счет каждого (`{ $field }`): всего { $total } { $unit }
outcome-counts-format = `{ $field }` — счет каждого игрока, напр. Аня=3,Борис=5
outcome-even = { $game }: { $cards ->
        [one] { $cards } карта раздаётся
        [few] { $cards } карты раздаются
       *[other] { $cards } карт раздаются
    } поровну, а { $players ->
        [one] { $players } игроку
       *[other] { $players } игрокам
    } их поровну не раздать; игроков может быть: { $can }
outcome-count-twice = { $field }: игрок { $player } назван дважды, как «{ $before }» и как «{ $name }»; счёт каждого игрока указывается один раз
outcome-count-range = счет игрока { $player } — целое число от 0 до { $total }
outcome-count-sum = счета в сумме дают { $sum }, а в сдаче { $total } { $unit }
outcome-pogony-format = `{ $field }` — достоинство (6) или две карты (6S,6C)
outcome-pogony-loser = «погоны» бывают только у проигравшего: для `{ $field }` нужна сдача с проигравшим
outcome-pogony-rank = в колоде нет карт достоинства { $rank }: «погоны» — две карты одного достоинства из { $count } карт ({ $ranks })
outcome-pogony-not-in-deck = карты { $card } нет в колоде из { $count } карт ({ $ranks })
outcome-pogony-two = «погоны» — две карты, а не { $count } ({ $cards })
outcome-pogony-pair = «погоны» — две разные карты одного достоинства, а не { $cards }
outcome-pogony-shown-rank = две карты { $rank }
outcome-pogony-shown-cards = { $cards }
outcome-no-penalty = в игре «{ $game }» очков нет: штрафу нечего менять (запишите проигравшего или победителя сдачи)

outcome-summary-loser = { $player } — { $role }
outcome-summary-pogony = { $player } — { $role } с погонами ({ $pogony })
outcome-summary-forgiven = { $player } — { $role }, прощен
outcome-summary-draw = ничья: никто не остался с картами
outcome-summary-winner = победитель: { $player }
outcome-summary-count = больше всех: { $players } ({ $count } { $unit })
outcome-step-loser = { $player } — { $role }: +1 к его счету
outcome-step-pogony = { $player } — с погонами: { $pogony }
outcome-step-forgiven = { $player } — { $role }, но открытая карта схвачена: прощается, не считается
outcome-step-draw = никто не проиграл: ничего не считается
outcome-step-winner = { $player }: выигрыш, +1 к счёту
outcome-step-count = { $player }: { $count } { $unit }
outcome-order = порядок выхода: { $players }
outcome-most = чаще всех { $role }: { $players } ({ $count ->
        [one] { $count } раз
        [few] { $count } раза
       *[other] { $count } раз
    })
outcome-stat = { $player }: { $role } { $count } из { $deals ->
        [one] { $deals } сдачи
       *[other] { $deals } сдач
    }, самая длинная серия { $run }
outcome-stat-count = { $player }: { $total } { $unit }, больше всех в { $count } из { $deals ->
        [one] { $deals } сдачи
       *[other] { $deals } сдач
    }, самая длинная серия { $run }
outcome-stat-pogony = { $player }: с погонами { $count ->
        [one] { $count } раз
        [few] { $count } раза
       *[other] { $count } раз
    }
outcome-stat-forgiven = { $player }: прощен { $count ->
        [one] { $count } раз
        [few] { $count } раза
       *[other] { $count } раз
    }
outcome-stat-first = { $player }: первый выход — { $count ->
        [one] { $count } раз
        [few] { $count } раза
       *[other] { $count } раз
    }
outcome-stat-draws = ничьих: { $count }
outcome-next = сдача { $deal }
outcome-next-loser-deals = сдача { $deal }: сдает { $player } ({ $role } прошлой сдачи)
outcome-next-first = сдача { $deal }: сдает { $player } (игроки записаны начиная со сдающего по жребию)
outcome-next-dealer = сдача { $deal }: сдает { $player }
outcome-next-again = сдача { $deal }: снова сдает { $player } (в прошлой сдаче никто не проиграл)
outcome-next-left = сдача { $deal }: сдает { $player } (сдача переходит к игроку слева)
outcome-next-lead = { $next }; { $lead }
outcome-lead-under = ходит { $player } — «из-под дурака» (дурак — { $fool })
outcome-lead-trump = первым ходит игрок с самым младшим козырем
outcome-lead-dealer = первым ходит сдающий
outcome-lead-left = первым ходит игрок слева от сдающего: { $player }
