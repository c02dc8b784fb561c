# Poker: the showdown referee, `kozyr poker compare` — hands ranked as the book
# «100 карточных игр для всей семьи» orders them.

## The command line

cli-about-poker = Poker as the book «100 карточных игр для всей семьи» ranks its hands: the showdown referee. Nothing is recorded.
cli-about-poker-compare = Rank poker hands at a showdown and say why each is above the next; nothing is recorded.
cli-arg-poker-compare-hands = The hands, five cards each and each in quotes, e.g. "A♠ K♠ Q♠ J♠ 10♠"; a joker is Jo, joker, джокер, жокер or 🃏.
cli-arg-poker-compare-names = The players holding the hands, in the same order, separated by commas, e.g. Аня,Борис.
cli-value-hand = HAND
cli-value-names = NAMES

## The rule ids

rule-poker-hand-size = a poker hand is five cards; a joker counts as one
rule-poker-card-unknown = every card must be a card of the pack or a joker
rule-poker-card-duplicate = the pack has one of each card: a card may be in one hand only, once
rule-poker-joker-count = the pack has two jokers at most
rule-poker-compare-hands = a showdown compares two hands or more
rule-poker-compare-names = --names names each hand once, in order

## Who

poker-who = hand { $n }
poker-who-named = hand { $n } ({ $name })
poker-hand-name = Hand { $n }
poker-name = { $name }

## Refusals

poker-compare-hands = a showdown needs two hands or more; { $given ->
    [0] none was given
    [one] one was given
   *[other] { $given } were given
}
poker-compare-names = --names gave { $given ->
    [one] one name
   *[other] { $given } names
} for { $hands } hands; name each hand once, in order, separated by commas
poker-card-unknown = { $who }: { $error }; a joker is written { $jokers }
poker-hand-size = { $who } holds { $count ->
    [0] no cards
    [one] one card ({ $cards })
   *[other] { $count } cards ({ $cards })
}; a poker hand is five cards, a joker counting as one
poker-hand-quotes = { $who } is one card, { $card }: a poker hand is five cards, each hand one argument in quotes, e.g. `kozyr poker compare "{ $example }" …`
poker-card-twice = { $who } holds { $card } twice; the pack has one of each card
poker-card-duplicate = { $card } is in { $first } and in { $second }; the pack has one of each card
poker-joker-count = the hands hold { $given } jokers; the pack has { $pack } at most

## Ranks, as the hands name them

poker-ranks = { $rank ->
    [two] twos
    [three] threes
    [four] fours
    [five] fives
    [six] sixes
    [seven] sevens
    [eight] eights
    [nine] nines
    [ten] tens
    [jack] jacks
    [queen] queens
    [king] kings
   *[ace] aces
}
poker-ranks-of = { $rank ->
    [two] twos
    [three] threes
    [four] fours
    [five] fives
    [six] sixes
    [seven] sevens
    [eight] eights
    [nine] nines
    [ten] tens
    [jack] jacks
    [queen] queens
    [king] kings
   *[ace] aces
}

## The categories, low to high

poker-category-high-card = high card
poker-category-ace-king = ace-king
poker-category-pair = pair
poker-category-two-pairs = two pairs
poker-category-three-of-a-kind = three of a kind
poker-category-straight = straight
poker-category-flush = flush
poker-category-full-house = full house
poker-category-four-of-a-kind = four of a kind
poker-category-straight-flush = straight flush
poker-category-royal-flush = royal flush

## A hand in words

poker-hand-high-card = high card { $top }
poker-hand-ace-king = ace-king
poker-hand-pair = pair of { $rank }
poker-hand-two-pairs = two pairs of { $high } and { $low }
poker-hand-three = three { $rank }
poker-hand-straight = { $top }-high straight
poker-hand-flush = { $top }-high flush
poker-hand-full-house = full house of { $three } and { $two }
poker-hand-four = four { $rank }
poker-hand-straight-flush = { $top }-high straight flush
poker-hand-royal-flush = royal flush

## The ranking

poker-place = { $place }. { $name }: { $cards } — { $hand }
poker-place-joker = { $place }. { $name }: { $cards } — { $hand }; { $count ->
    [one] the joker plays as { $jokers }
   *[other] the jokers play as { $jokers }
}
poker-winner = { $count ->
    [one] { $names } wins.
   *[other] { $names } tie for first place and share the win.
}
poker-tie = { $names }: { $hand } each, equal card by card; suits do not count.

## Why one hand is above the next

poker-why-category = { $winner } { $count ->
    [one] beats
   *[other] beat
} { $loser }: { $high } is above { $low }.
poker-why-both = { $winner } { $count ->
    [one] beats
   *[other] beat
} { $loser }: both hold { $hand }; { $decides }.
poker-why-against = { $winner } { $count ->
    [one] beats
   *[other] beat
} { $loser }: { $high } against { $low }; { $decides }.
poker-decides-card = compared card by card from the highest, the first that differs is { $win } against { $lose }
poker-decides-pair = the pair decides, { $win } against { $lose }
poker-decides-high-pair = the higher pair decides, { $win } against { $lose }
poker-decides-low-pair = the higher pairs are equal, the lower pair decides, { $win } against { $lose }
poker-decides-three = the three decides, { $win } against { $lose }
poker-decides-four = the four decides, { $win } against { $lose }
poker-decides-top = the top card decides, { $win } against { $lose }
poker-decides-kicker = the kicker decides, { $win } against { $lose }
