# Записът на картите: как се пише карта или цвят и защо един текст не е карта.
# Картите се пишат еднакво на всички езици (A♠ K♥ Q♦ J♣ 10♠).

card-help = картата е стойност 2–10, J, Q, K, A или Т/К/Д/В и цвят ♠♥♦♣, S/H/D/C или П/Ч/Б/Т, например A♠, 10H, ПД
card-rank-help = стойността е 2–10, T, J, Q, K, A, Т/К/Д/В или дума: асо, поп, дама, вале, десетка
card-suit-help = цветът е ♠♥♦♣, S/H/D/C, П/Ч/Б/Т или дума: спатия, каро, купа, пика (или руските трефы, бубны, черви, пики)

card-empty = не е карта: празен вход ({ card-help })
card-not-a-card = не е карта: „{ $input }“ ({ card-help })
card-not-a-card-suggest = не е карта: „{ $input }“ — може би { $card }? ({ card-help })
card-unknown-rank = не е карта: „{ $input }“ — „{ $word }“ не е стойност на карта ({ card-rank-help })
card-unknown-rank-suggest = не е карта: „{ $input }“ — „{ $word }“ не е стойност на карта; може би { $card }? ({ card-rank-help })
card-unknown-suit = не е карта: „{ $input }“ — „{ $word }“ не е цвят ({ card-suit-help })
card-unknown-suit-suggest = не е карта: „{ $input }“ — „{ $word }“ не е цвят; може би { $card }? ({ card-suit-help })

suit-empty = не е цвят: празен вход ({ card-suit-help })
suit-not-a-suit = не е цвят: „{ $input }“ ({ card-suit-help })
suit-not-a-suit-suggest = не е цвят: „{ $input }“ — може би { $suit }? ({ card-suit-help })
