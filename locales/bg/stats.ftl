# kozyr stats: игрите, победите, местата и показателите на всеки играч.

stats-title = Статистика на играчите: { $matches ->
        [one] { $matches } игра
       *[other] { $matches } игри
    }
stats-empty = Нито една игра не отговаря. `kozyr history` изброява игрите; `kozyr stats` без флагове ги брои всички.
stats-col-player = играч
stats-col-matches = игри
stats-col-won = победи
stats-col-rate = дял победи
stats-col-place = ср. място
stats-col-streak = най-дълга серия
stats-col-deals = раздавания
stats-col-average = ср. раздаване
stats-col-best = най-добро раздаване
stats-king-kinds = най-добра игра — { $best }, най-лоша — { $worst }
stats-matchpoints = среден процент мачпойнти { $percent }%
stats-vs-title = { $first } и { $second }: един срещу друг
stats-vs-matches = общи игри: { $matches }, завършени: { $finished }
stats-vs-wins = победи: { $first } — { $a }, { $second } — { $b }
stats-vs-ahead = място пред другия: { $first } — { $a }, { $second } — { $b }
stats-vs-place = средно място: { $first } — { $a }, { $second } — { $b }
stats-svg-title = Победи в { $matches ->
        [one] { $matches } игра
       *[other] { $matches } игри
    }
stats-svg-axis = спечелени игри
stats-svg-vs-title = { $first } срещу { $second }: победи в { $matches ->
        [one] { $matches } завършена обща игра
       *[other] { $matches } завършени общи игри
    }
stats-svg-written = Диаграмата на победите е записана в { $path }.

## Refusals

stats-vs-format = --vs приема имената на двама играчи със запетая между тях, например --vs Аня,Борис; а не „{ $value }“
stats-vs-same = --vs назовава един играч два пъти („{ $first }“ и „{ $second }“): назовете двама различни играчи

## The figures, by figure id (docs/stats.md)

figure-thousand-contract-made = изпълнени договори
figure-thousand-contract-failed = неизпълнени договори
figure-thousand-barrel-climbed = качвания на бъчвата
figure-thousand-barrel-fallen = падания от бъчвата
figure-thousand-bolt = болтове
figure-belot-contract-played = обявени договори
figure-belot-contract-made = изкарани договори
figure-belot-contract-hanging = висящи договори
figure-belot-valat = капо
figure-belot-contra-played = казани контри
figure-belot-contra-won = спечелени контри
figure-belot3-contract-played = обявени договори
figure-belot3-contract-made = изкарани договори
figure-belot3-contract-hanging = висящи договори
figure-belot3-valat = капо
figure-king-kind-no-tricks = без взятки
figure-king-kind-no-boys = без момчета
figure-king-kind-no-girls = без момичета
figure-king-kind-no-hearts = без купи
figure-king-kind-no-last-two = без последните две
figure-king-kind-no-king = без поп купа
figure-king-kind-eralash = ералаш
figure-king-kind-positive = положителни игри
figure-bridge-contract-played = изиграни договори
figure-bridge-contract-made = изпълнени договори
figure-bridge-matchpoints-sessions = турнири на мачпойнти
figure-bridge-matchpoints-percent = сбор от процентите мачпойнти
figure-outcome-loser = пъти загубил
