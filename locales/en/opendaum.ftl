# Opendaum: names, quick-entry flags, options and rule ids.

rule-opendaum-score-first-trick = round 1: the player who takes the trick writes 1
rule-opendaum-score-first-guess = round 1: everyone whose bid (take 1 / not take 0) came true writes 5
rule-opendaum-score-exact = from round 2: an exact bid writes 5 × tricks + 5
rule-opendaum-score-missed = from round 2: a missed bid writes 1 per trick taken
rule-opendaum-match-rounds = the match ends after the last round (the whole pack, or the agreed rounds)
rule-opendaum-match-winner = the highest total wins; equal highest totals share the win
rule-opendaum-penalty = a penalty the table agrees is written as points
rule-opendaum-bid-range = a bid is 0 to the cards dealt (round 1: take 1 or not take 0)
rule-opendaum-bid-missing = every player bids the tricks he will take
rule-opendaum-bid-twice = each player bids once
rule-opendaum-deal-format = a round's record has only the documented fields
rule-opendaum-deal-dealer = the deal passes to the left each round
rule-opendaum-deal-trump = a turned card shows trump; the round that deals the whole pack has none to turn
rule-opendaum-deal-won = the tricks won are given, or every trick
rule-opendaum-won-range = a player's tricks are 0 to the round's tricks
rule-opendaum-won-sum = tricks won add up to the cards each player was dealt
rule-opendaum-entry-disagree = tricks won given beside the record agree with it
rule-opendaum-penalty-points = a penalty gives its points
rule-opendaum-play-format = a play record has only tricks
rule-opendaum-play-follow-suit = follow the led suit if able
rule-opendaum-play-trump = a player who cannot follow suit trumps if he can
rule-opendaum-play-trick-size = each trick has one card from each player
rule-opendaum-play-card-count = a round is as many tricks as cards dealt to each player
rule-opendaum-play-duplicate-card = each card is played once
rule-opendaum-play-not-in-deck = only the pack's cards are played (no sixes with 2 or 5 players…)
rule-opendaum-play-out-of-turn = players play in turn from the trick's leader
rule-opendaum-option-unknown = only documented options
rule-opendaum-option-value = option values of the right type and range
flag-opendaum-trump = the trump suit, or the card that shows it: hearts, ♥, 7H (none: no trump)
flag-opendaum-bids = Opendaum: every player's bid, the tricks he will take, e.g. Аня=1,Борис=0 (round 1: 1 take, 0 not take)
option-opendaum-rounds = pack: until the round that deals the whole pack; players: as many rounds as players; or a number
option-opendaum-last_trump = the round that deals the whole pack: none (no trump) or dealer (his last card shows trump)
option-opendaum-sevens = the two sevens taken out with five players (with the sixes)
game-opendaum = Opendaum
game-opendaum-aliases = opendaum, open-daum

new-example-opendaum = kozyr new opendaum --players Аня,Борис,Вера,Галя
deal-example-opendaum =
    kozyr deal --trump 7H --bids Аня=0,Борис=1,Вера=0,Галя=1 --won Борис=1  # round 1: Борис bid 1 and took the trick
    kozyr deal --trump QD --bids Аня=0,Борис=1,Вера=1,Галя=0 --won Борис=1,Вера=1  # round 2: the tricks each player took
    kozyr deal --trump 7H --bids Аня=1,Борис=0,Вера=0 --tricks round.txt  # every trick, checked by the referee

# Trump: the card turned after the deal.
opendaum-trump-whole-pack = round { $round } deals the whole pack: no card is left to turn, so it is played without trump (leave { $field } out or give none; the option last_trump=dealer turns the dealer's last card)
opendaum-trump-dealer-card = round { $round } deals the whole pack and the dealer's last card shows trump: { $field } 7H (or its suit)
opendaum-trump-missing = name the card turned for trump, or its suit: { $field } 7H, { $field } hearts
opendaum-trump-needed = round { $round } turns a card for trump, so it has a trump suit; name the card or its suit, not "{ $text }"
opendaum-trump-not-card = "{ $text }" is neither a card nor a suit: { $field } 7H, { $field } hearts (♥, черви…)
opendaum-trump-not-in-pack = { $card } is not in this table's pack of { $cards } cards, so it cannot be turned
opendaum-trump-played = { $card } was turned for trump and stays on the table, but the record has { $player } playing it
opendaum-trump-dealer-missing = the dealer's last card shows trump, but { $card } is not in the record; { $dealer } dealt
opendaum-trump-dealer-other = the dealer's last card shows trump, but { $card } was { $player }'s; { $dealer } dealt

# Bids: the tricks each player says he will take.
opendaum-bid-none = every player bids the tricks he will take before play: { $field } { $example }
opendaum-bid-missing = no bid for { $players }; every player bids the tricks he will take: { $field } { $example }
opendaum-bids-format = { $field } takes player → tricks bid, e.g. {"{"}"Аня": 1, "Борис": 0{"}"}
opendaum-bid-not-number = { $player }'s bid is { $value }; a bid is a whole number of tricks
opendaum-bid-range = { $player } bid { $bid } with { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} in hand; { $round ->
    [1] in round 1 a player bids take (1) or not take (0)
   *[other] in round { $round } a bid is 0 to { $round } tricks
}
opendaum-bid-twice = { $player }'s bid is given twice; each player bids once
opendaum-won-missing = give the tricks each player won: { $field } Аня=1,Борис=0 (or every trick)

# Scoring: one line per player.
opendaum-first-trick = { $player } took the trick: 1
opendaum-first-right = { $player } bid { $bid ->
    [1] 1 (take)
   *[other] 0 (not take)
} and was right: +5
opendaum-first-wrong = { $player } bid { $bid ->
    [1] 1 (take)
   *[other] 0 (not take)
} and was wrong: nothing for the bid
opendaum-exact = { $player } bid { $bid } and took { $took }: 5 × { $took } + 5 = { $points }
opendaum-missed = { $player } bid { $bid } but took { $took }: { $took } × 1 = { $took }

# The sheet: the round's line, and bid/took beside each player's number.
opendaum-summary = round { $round }: { $dealer } deals { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} each, { $trump } trumps (bid/took)
opendaum-summary-no-trump = round { $round }: { $dealer } deals { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} each, no trump (bid/took)
opendaum-cell = { $bid }/{ $took }

# The match.
opendaum-no-more-rounds = the match ended after round { $last }; there is no round { $round }
opendaum-last-round = round { $last } was the last: the match is over
opendaum-winner = { $player } wins with { $points }
opendaum-shared-win = { $players } and { $last } share the highest total, { $points }: nobody wins alone
opendaum-next = round { $round }: { $dealer } deals { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} each{ $whole ->
    [none] {" "}(the whole pack: no trump)
    [dealer] {" "}(the whole pack: the dealer's last card shows trump)
   *[no] {""}
}, { $first } bids first

# Options.
opendaum-option-rounds = rounds = { $rounds }: with { $players } players the pack lasts { $most } rounds; rounds is pack, players or a number from 1 to { $most }
opendaum-option-sevens-card = sevens = { $sevens }: "{ $text }" is not a card
opendaum-option-sevens = sevens = { $sevens }: name the two sevens taken out with five players, e.g. 7C,7S
opendaum-options-stored = the match's stored options cannot be read: { $error }

rule-opendaum-snapshot = a match resumes only from a stored state of a Opendaum match with the same players
opendaum-snapshot = the stored state of this match is not the state of a Opendaum match with these players
