# kozyr chart: надпреварата в резултата, сборът на всеки играч по раздавания с чертите на играта.

chart-axis-deals = раздавания
chart-empty = в игра { $match } още няма раздавания за графиката: запишете раздаване с `kozyr deal`
chart-line-thousand-barrel = бъчва
chart-line-thousand-target = победа
chart-line-belot-target = победа
chart-line-mushka-goal = победа
