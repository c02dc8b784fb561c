# kozyr chart: гонка счёта, итог каждого игрока по раздачам с чертами игры.

chart-axis-deals = раздачи
chart-empty = в партии { $match } ещё нет раздач для графика: запишите раздачу командой `kozyr deal`
chart-line-thousand-barrel = бочка
chart-line-thousand-target = победа
chart-line-belot-target = победа
chart-line-mushka-goal = победа
