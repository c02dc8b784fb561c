# Card notation: what a card or a suit may look like when typed, and why a text is not one.
# Cards are written the same in every language (A♠ K♥ Q♦ J♣ 10♠); the letters after the slashes
# are what the table may type.

card-help = a card is a rank 2–10, J, Q, K, A or Т/К/Д/В and a suit ♠♥♦♣, S/H/D/C or П/Ч/Б/Т, e.g. A♠, 10H, ПД
card-rank-help = a rank is 2–10, T, J, Q, K, A, Т/К/Д/В or a word such as queen, дама, туз
card-suit-help = a suit is ♠♥♦♣, S/H/D/C, П/Ч/Б/Т, spades/hearts/diamonds/clubs, пики/черви/бубны/трефы or спатия/каро/купа/пика

card-empty = not a card: empty input ({ card-help })
card-not-a-card = not a card: "{ $input }" ({ card-help })
card-not-a-card-suggest = not a card: "{ $input }" — did you mean { $card }? ({ card-help })
card-unknown-rank = not a card: "{ $input }" — "{ $word }" is not a rank ({ card-rank-help })
card-unknown-rank-suggest = not a card: "{ $input }" — "{ $word }" is not a rank; did you mean { $card }? ({ card-rank-help })
card-unknown-suit = not a card: "{ $input }" — "{ $word }" is not a suit ({ card-suit-help })
card-unknown-suit-suggest = not a card: "{ $input }" — "{ $word }" is not a suit; did you mean { $card }? ({ card-suit-help })

suit-empty = not a suit: empty input ({ card-suit-help })
suit-not-a-suit = not a suit: "{ $input }" ({ card-suit-help })
suit-not-a-suit-suggest = not a suit: "{ $input }" — did you mean { $suit }? ({ card-suit-help })
