# `kozyr explain DEAL --solve`: мог ли разыгрывающий выполнить заказ? Розыгрыш в открытую.

rule-explain-solve-no-play = для разбора розыгрыша нужна запись всех взяток сдачи
rule-explain-solve-unsupported = розыгрыш разбирается для игр, подключённых к поиску (Тысяча, Белот)
rule-explain-solve-trick = разбор начинается с одной из взяток сдачи (с 1 по 8)

cli-arg-explain-solve = Разобрать розыгрыш сдачи в открытую: мог ли разыгрывающий выполнить заказ? Тысяча и Белот, сдачи, записанные с розыгрышем.
cli-arg-explain-from_trick = С --solve: взятка, с которой начать разбор, с 1 по 8. По умолчанию: вся сдача.

solve-no-play = Эта сдача записана без розыгрыша: для разбора нужны все взятки (запись `play`).
solve-unsupported = Для игры «{ $game }» разбора розыгрыша нет: `--solve` работает для Тысячи и Белота.
solve-bad-trick = Взятки { $trick } нет: в сдаче взятки с 1 по { $tricks }.
solve-head = Мог ли { $side } выполнить заказ? Розыгрыш с { $from }-й взятки из { $tricks }, все руки открыты.
solve-taken = { $side }: { $before ->
    [one] { $before } очко
    [few] { $before } очка
   *[many] { $before } очков
} до { $from }-й взятки и { $taken } с неё; при лучшей игре обеих сторон с этого места — { $best }.
solve-thousand-total = { $total } при заказе { $bid }
solve-belot-total = { $team } { $total } против { $other } { $other_total }
solve-played = Как сыграно: { $score }.
solve-best = При лучшей игре обеих сторон: { $score }.
solve-verdict = { $verdict ->
    [made] Заказ выполнен, как и при лучшей игре обеих сторон.
    [lucky] Заказ выполнен, хотя лучшая защита его бы подсадила.
    [could] Заказ не выполнен, а выполнить его было можно.
   *[never] Заказ нельзя было выполнить, как бы ни играл разыгрывающий.
}
solve-line-head = Лучший розыгрыш с { $from }-й взятки:
solve-line-trick = Взятка { $trick }: { $plays } — берёт { $winner }.
solve-play = { $call ->
    [yes] { $player } { $card } (с объявлением)
   *[no] { $player } { $card }
}
solve-card = { $call ->
    [yes] { $card }!
   *[no] { $card }
}
solve-departure = Взятка { $trick }: игрок { $player } сыграл { $card }, и лучшее, на что могла рассчитывать сторона, упало с { $could } до { $after }.
solve-departure-better = { $kept ->
    [yes] { $card } сохраняла заказ.
   *[no] { $card } сохраняла { $could }.
}
solve-no-departure = С { $from }-й взятки розыгрыш ни разу не отдал очка против лучшей игры.
