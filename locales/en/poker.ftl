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

## The session: `kozyr new poker`, one entry a hand

game-poker = Poker
game-poker-aliases = poker, покер
flag-poker-put = what each player put into the pot in the hand, antes, bets and raises together: --put Аня=30,Борис=30,Вера=10 (a player not named sat the hand out)
flag-poker-fold = who folded, e.g. --fold Вера (repeat it or separate the names by commas)
flag-poker-show = a hand shown at the showdown, five cards: --show "Аня:A♠ K♠ Q♠ J♠ 10♠" (repeat it for each player still in)
flag-poker-winner = who won the pot, best first: --winner Аня; a split pot --winner Аня=Борис; the winner of a side pot after the winner of the main pot: --winner Аня --winner Борис
option-poker-ante = what every player puts in before the deal (0: no agreed ante)
option-poker-betting = free: the table records what each put in; book: the book's scheme, the ante to fold, three antes to stay, four with the exchange
option-poker-jokers = how many jokers the pack holds (0, 1 or 2)

rule-poker-deal-format = a hand's record has only the documented fields, of the right kinds
rule-poker-deal-dealer = the deal passes to the left
rule-poker-put-players = a hand records what each player put into the pot; two players at least play it
rule-poker-put-amount = a player puts 0 to 1 000 000 000 into the pot, never less than nothing
rule-poker-put-ante = every player in the hand puts in at least the agreed ante
rule-poker-put-book = the book's betting: a player who folds loses his ante; to stay he adds twice as much; the exchange costs one ante more
rule-poker-fold-out = only a player in the hand can fold
rule-poker-fold-all = somebody stays in: the last player left takes the pot
rule-poker-show-out = only a player in the hand shows cards
rule-poker-show-folded = a player who folded shows no cards
rule-poker-show-players = at a showdown every player still in shows his hand, two players at least
rule-poker-show-rank = the hands rank in the book's order; equal hands split
rule-poker-winner-missing = a hand contested to the showdown names its winner or shows the cards
rule-poker-winner-out = a winner played the hand
rule-poker-winner-folded = a player who folded wins nothing
rule-poker-winner-pot = every pot is won by a player who contested it
rule-poker-winner-extra = every winner named wins a pot; a split is written Аня=Борис
rule-poker-winner-disagree = the winners named are those the cards give
rule-poker-pot-layers = the pot is split by what each put in: a player all-in contests only the pots he reached
rule-poker-pot-won = each pot goes to the best hand among those who contested it; equal hands share it
rule-poker-pot-split = a split pot that does not divide: the odd units go one each to the winners from the dealer's left
rule-poker-pot-returned = a part of the pot that no player still in reached goes back to who put it
rule-poker-money-conserved = every gain is someone's loss: the balances add up to 0 and the pot is empty after every hand
rule-poker-match-deals = the session ends after the agreed number of hands
rule-poker-match-winner = the highest balance wins; equal highest balances play another hand
rule-poker-penalty = money moves only through the pot: a penalty is refused
rule-poker-option-unknown = an option poker does not know is refused
rule-poker-option-value = each option takes a value of its kind and range
rule-poker-snapshot = a stored state is a session of these players

poker-option-book = `betting` = book counts in antes: agree an ante above 0 (--option ante=10)
poker-takes-names = { $field } takes players' names: a list, or one text with the names separated by commas
poker-named-twice = { $player } is named twice in { $field }
poker-put-missing = a hand records what each player put into the pot: { $field }, e.g. {"{"}"Аня": 30, "Борис": 30{"}"}
poker-put-number = { $player }: { $field } takes a whole number, what he put into the pot
poker-put-amount = { $player } put { $amount } into the pot; a player puts 0 to { $max }
poker-put-players = { $given ->
    [0] nobody put anything into the pot
    [one] only one player put into the pot
   *[other] { $given } players put into the pot
}; a hand is played by two players at least
poker-put-ante = { $player } put { $amount }, less than the agreed ante of { $ante }
poker-put-book = { $player } put { $amount }; by the book's betting with an ante of { $ante } { $kind ->
    [folded] a player who folds has put the ante alone
   *[stayed] a player who stays has put three antes, or four with the exchange
}
poker-fold-out = { $player } folded but is not in the hand: name him in { $field } with what he put in
poker-fold-all = everybody folded: the last player left in takes the pot, so leave him out of the folded
poker-show-text = { $player }: { $field } takes the five cards as a text, e.g. "A♠ K♠ Q♠ J♠ 10♠"
poker-show-out = { $player } shows cards but is not in the hand
poker-show-folded = { $player } folded and shows no cards: a folded hand is not in the showdown
poker-show-alone = only { $player } is still in: he takes the pot without a showdown, so record no cards
poker-show-missing = a showdown compares every hand still in; { $players } showed no cards
poker-session-jokers = the hands hold { $given } jokers; this table's pack holds { $pack } (the `jokers` option)
poker-winner-out = { $player } is named a winner but is not in the hand
poker-winner-folded = { $player } folded and cannot win the pot
poker-winner-missing = { $players } are still in: name the winner with { $winner } or record their cards with { $show }
poker-winner-pot = { $pot } of { $amount } was contested by { $players }, and none of them is named a winner: name its winner too, after the winner above him
poker-winner-extra = { $player } is named a winner but wins no pot; a split pot is written with = (Аня=Борис)
poker-winner-disagree = the cards give the pot to { $cards }, the record names { $named }
poker-penalty = in poker money moves only through the pot: a penalty to { $player } would make money from nothing; record the hand, or void it
poker-money-lost = the balances no longer add up to 0: money was made or lost, which no hand may do

poker-put-one = { $player } { $amount }
poker-pot-name = { $count ->
    [1] the pot
   *[other] { $k ->
        [0] the main pot
       *[other] side pot { $k }
    }
}
poker-step-put = the pot: { $pot } ({ $put }){ $count ->
    [0] {""}
   *[other] ; folded: { $folded }
}
poker-step-layer = { $pot }: { $amount } from { $contributors }, contested by { $eligible }
poker-step-returned = { $pot }: { $amount } that no player still in reached goes back to { $players }
poker-step-won = { $pot } of { $amount } to { $player }
poker-step-split = { $pot } of { $amount } split between { $players }: { $each }
poker-step-odd = the odd { $odd ->
    [one] unit goes
   *[other] { $odd } units go
} to { $players }, first from the left of the dealer { $dealer }
poker-balance = { $player } { $balance }
poker-step-conserved = every gain is someone's loss: the balances ({ $balances }) add up to 0 and the pot is empty
poker-cell = { $folded ->
    [yes] { $amount } in, folded
   *[no] { $amount } in
}
poker-summary = { $dealer } deals, pot { $pot }: { $won }
poker-summary-empty = { $dealer } deals, nothing in the pot
poker-match-over = the agreed { $deals } hands are played
poker-match-winner = { $player } wins with { $balance }
poker-next = hand { $hand }: { $dealer } deals

# The betting action by action (`bets`).
flag-poker-bets = the betting action by action, from the dealer's left: a sum put in, or pass: --bets "10 pass 10" or --bets "Борис:10, Вера:pass, Аня:10"
rule-poker-bet-format = the betting is written as actions: a whole sum put in, or pass («пас»), each optionally NAME:ACTION
rule-poker-bet-turn = the betting goes in turn from the dealer's left among the players still in
rule-poker-bet-minimum = a player stays in by putting in a sum that brings what he has put in all to at least the most anyone has (the first at least 1); else he passes
rule-poker-bet-folded = a player who passed is out of the betting
rule-poker-bet-over = nothing is said once the betting is over
rule-poker-bet-unfinished = the betting written goes on until one player is left or every player still in has spoken and all have put in the same
rule-poker-bet-round = the betting goes round until one player is left, who takes the pot without showing, or the sums of the players still in are equal and they show their cards
rule-poker-bet-disagree = the sums typed (put, folded) and the betting written agree
poker-bet-field = { $field } takes the betting as a text, or a list of texts: "10 pass 10"
poker-bet-word = "{ $word }" is not an action of the betting: a whole sum put in, or pass («пас»)
poker-bet-over-alone = { $player } acted after the betting was over: everyone else had passed and { $alone } takes the pot
poker-bet-over-equal = { $player } acted after the betting was over: every player still in had put in { $amount }
poker-bet-out = { $player } is not in the hand: the players in it are those named in { $field }
poker-bet-folded = { $player } passed and is out of the betting
poker-bet-turn = { $player } acted when it was { $due }'s turn
poker-bet-minimum = { $player } put in { $amount }: to stay in he puts at least { $need }, which brings him to { $level } in all, or passes
poker-bet-unfinished = the betting is not over: it is { $due }'s turn; put in so far: { $sums }, the most { $level }
poker-bet-said-pass = { $player } passes
poker-bet-disagree-put = { $player }: { $field } says { $typed }, the betting written { $bets } (the ante included)
poker-bet-disagree-folded = { $player }: { $field } and the betting disagree, the betting says he { $kind ->
    [passed] passed
   *[stayed] stayed in
}
poker-step-bets = the betting: { $said }
poker-step-bets-alone = everyone else passed: { $player } takes the pot without showing
poker-step-bets-equal = { $players } have each put in { $amount }: they show their cards
