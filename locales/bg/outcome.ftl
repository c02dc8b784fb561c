# Игрите, в които се записва само загубилият или победителят (глупак, магаре, черният Петър…):
# какво казва общата част. Всяка игра добавя своята роля (`<game>-role`), игрите с брой — единица.

flag-loser = кой загуби раздаването, напр. Вера (един играч)
flag-winner = кой спечели раздаването, напр. Аня (един играч)
flag-order = редът на излизане, първият излязъл — пръв, всеки играч веднъж, напр. Аня,Борис,Вера
flag-draw = никой не загуби: последните карти излязоха едновременно (глупак)
flag-pogony = «пагоните» на загубилия: стойността на двете карти от последния ход, напр. 6, или самите карти, напр. 6S,6C (глупак)
flag-forgiven = загубилият е простен: хвана открита карта (ерошки)

outcome-player = { $player }
outcome-names = `{ $field }` назовава играчи: име, имена със запетаи или списък от имена
outcome-switch = `{ $field }` е true или false
outcome-not-here = в играта „{ $game }“ `{ $field }` не се записва
outcome-one = в раздаване има един { $role }: `{ $field }` назовава { $players }
outcome-order-twice = редът на излизане назовава { $player } два пъти; всеки играч се назовава веднъж
outcome-order-missing = в реда на излизане липсва { $player }; назовават се всички { $count } играчи по веднъж
outcome-order-disagree = `{ $field }` назовава { $player }, а редът на излизане — { $order }
outcome-missing = посочете изхода на раздаването: `{ $field }` или реда на излизане (`{ $order }`)
outcome-missing-or-draw = посочете изхода на раздаването: `{ $field }`, реда на излизане (`{ $order }`) или `{ $draw }`, ако никой не е загубил
outcome-draw-and-loser = `{ $field }` е раздаване без загубил: в него няма нито загубил, нито ред на излизане
outcome-forgiven-loser = може да се прости само на загубилия: назовете го (`{ $field }`)
outcome-counts-missing = посочете броя на всеки (`{ $field }`): общо { $total } { $unit }
outcome-counts-format = `{ $field }` е броят на всеки играч, напр. Аня=3,Борис=5
outcome-even = { $game }: { $cards ->
        [one] { $cards } карта се раздава
       *[other] { $cards } карти се раздават
    } поравно, а { $players ->
        [one] { $players } играч не може
       *[other] { $players } играчи не могат
    } да ги разделят поравно; играчите може да са: { $can }
outcome-count-twice = { $field }: играчът { $player } е посочен два пъти, като «{ $before }» и като «{ $name }»; броят на всеки играч се дава веднъж
outcome-count-range = броят на { $player } е цяло число от 0 до { $total }
outcome-count-sum = броевете дават общо { $sum }, а в раздаването има { $total } { $unit }
outcome-pogony-format = `{ $field }` е стойност (6) или две карти (6S,6C)
outcome-pogony-loser = «пагони» има само загубилият: за `{ $field }` трябва раздаване със загубил
outcome-pogony-rank = в тестето няма карти със стойност { $rank }: «пагоните» са две карти с една стойност от { $count } карти ({ $ranks })
outcome-pogony-not-in-deck = картата { $card } не е в тестето от { $count } карти ({ $ranks })
outcome-pogony-two = «пагоните» са две карти, а не { $count } ({ $cards })
outcome-pogony-pair = «пагоните» са две различни карти с една стойност, а не { $cards }
outcome-pogony-shown-rank = две карти { $rank }
outcome-pogony-shown-cards = { $cards }
outcome-no-penalty = в „{ $game }“ няма точки: наказанието няма какво да промени (запишете загубилия или победителя)

outcome-summary-loser = { $player } — { $role }
outcome-summary-pogony = { $player } — { $role } с пагони ({ $pogony })
outcome-summary-forgiven = { $player } — { $role }, простен
outcome-summary-draw = равен: никой не остана с карти
outcome-summary-winner = победител: { $player }
outcome-summary-count = най-много: { $players } ({ $count } { $unit })
outcome-step-loser = { $player } е { $role }: +1 към сметката му
outcome-step-pogony = { $player } е с пагони: { $pogony }
outcome-step-forgiven = { $player } е { $role }, но хвана открита карта: простен, не се брои
outcome-step-draw = никой не загуби: нищо не се брои
outcome-step-winner = { $player } спечели: +1 към сметката му
outcome-step-count = { $player }: { $count } { $unit }
outcome-order = ред на излизане: { $players }
outcome-most = най-често { $role }: { $players } ({ $count ->
        [one] веднъж
       *[other] { $count } пъти
    })
outcome-stat = { $player }: { $role } { $count } от { $deals ->
        [one] { $deals } раздаване
       *[other] { $deals } раздавания
    }, най-дълга серия { $run }
outcome-stat-count = { $player }: { $total } { $unit }, най-много в { $count } от { $deals ->
        [one] { $deals } раздаване
       *[other] { $deals } раздавания
    }, най-дълга серия { $run }
outcome-stat-pogony = { $player }: с пагони { $count ->
        [one] веднъж
       *[other] { $count } пъти
    }
outcome-stat-forgiven = { $player }: простен { $count ->
        [one] веднъж
       *[other] { $count } пъти
    }
outcome-stat-first = { $player }: излязъл пръв { $count ->
        [one] веднъж
       *[other] { $count } пъти
    }
outcome-stat-draws = равни: { $count }
outcome-next = раздаване { $deal }
outcome-next-loser-deals = раздаване { $deal }: раздава { $player } ({ $role } от миналото раздаване)
outcome-next-first = раздаване { $deal }: раздава { $player } (играчите са записани от раздаващия, изтеглен с жребий)
outcome-next-dealer = раздаване { $deal }: раздава { $player }
outcome-next-again = раздаване { $deal }: отново раздава { $player } (в миналото раздаване никой не загуби)
outcome-next-left = раздаване { $deal }: раздава { $player } (раздаването минава към играча отляво)
outcome-next-lead = { $next }; { $lead }
outcome-lead-under = играе { $player } — «из-под дурака» (глупакът е { $fool })
outcome-lead-trump = пръв играе играчът с най-малкия коз
outcome-lead-dealer = пръв играе раздаващият
outcome-lead-left = пръв играе играчът отляво на раздаващия: { $player }
