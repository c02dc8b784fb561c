# Запись карт: как можно набрать карту или масть и почему текст не карта.
# Карты пишутся одинаково на всех языках (A♠ K♥ Q♦ J♣ 10♠).

card-help = карта — это достоинство 2–10, J, Q, K, A или Т/К/Д/В и масть ♠♥♦♣, S/H/D/C или П/Ч/Б/Т, например A♠, 10H, ПД
card-rank-help = достоинство — это 2–10, T, J, Q, K, A, Т/К/Д/В или слово: туз, король, дама, валет, десятка
card-suit-help = масть — это ♠♥♦♣, S/H/D/C, П/Ч/Б/Т или слово: пики, черви, бубны, трефы (по-болгарски спатия, каро, купа, пика)

card-empty = не карта: пустой ввод ({ card-help })
card-not-a-card = не карта: «{ $input }» ({ card-help })
card-not-a-card-suggest = не карта: «{ $input }» — может быть, { $card }? ({ card-help })
card-unknown-rank = не карта: «{ $input }» — «{ $word }» не достоинство карты ({ card-rank-help })
card-unknown-rank-suggest = не карта: «{ $input }» — «{ $word }» не достоинство карты; может быть, { $card }? ({ card-rank-help })
card-unknown-suit = не карта: «{ $input }» — «{ $word }» не масть ({ card-suit-help })
card-unknown-suit-suggest = не карта: «{ $input }» — «{ $word }» не масть; может быть, { $card }? ({ card-suit-help })

suit-empty = не масть: пустой ввод ({ card-suit-help })
suit-not-a-suit = не масть: «{ $input }» ({ card-suit-help })
suit-not-a-suit-suggest = не масть: «{ $input }» — может быть, { $suit }? ({ card-suit-help })
