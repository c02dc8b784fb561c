# Thousand: names, quick-entry flags, options and rule ids.

rule-thousand-deal-format = a deal record has only the documented fields
rule-thousand-deal-declarer = a deal names its declarer
rule-thousand-deal-bid = a deal gives the contract
rule-thousand-deal-points = a deal gives card points, a play record, or a concession
rule-thousand-bid-opening = bidding opens at 100
rule-thousand-bid-step = bids rise by the step (5)
rule-thousand-bid-max = no contract above 400 (120 card points and four marriages)
rule-thousand-bid-raise = the final contract is not below the auction bid
rule-thousand-bid-dealer-opens = only the dealer can play at 100
rule-thousand-bid-marriage = a bid above 120 needs a marriage in hand
rule-thousand-points-sum = card points add up to 120
rule-thousand-points-range = a player's card points are 0 to 120
rule-thousand-points-impossible = card points are a sum of whole tricks (1 and 119 never are)
rule-thousand-marriage-suit = a marriage is named by its suit
rule-thousand-marriage-twice = each suit's marriage is declared at most once
rule-thousand-marriage-on-lead = a marriage is declared by the player on lead
rule-thousand-marriage-king-or-queen = a marriage is declared by leading its K or Q
rule-thousand-marriage-partner = the player declaring a marriage holds its other card
rule-thousand-marriage-first-lead = no marriage on the first lead (option)
rule-thousand-concede-no-play = a conceded deal has no points, marriages or tricks
rule-thousand-play-format = a play record has only the documented fields
rule-thousand-play-trick-size = each trick has one card from each player
rule-thousand-play-follow-suit = follow the led suit if able
rule-thousand-play-trump = void in the led suit: trump if able
rule-thousand-play-card-count = a deal is 8 tricks of 3 cards
rule-thousand-play-duplicate-card = each card is played once
rule-thousand-play-not-in-deck = only the 24 cards 9–A are played
rule-thousand-play-out-of-turn = players play in turn from the trick's leader
rule-thousand-play-first-leader = the first leader is a player of the match
rule-thousand-talon-size = the talon has 3 cards
rule-thousand-talon-cards = the declarer took the talon: each of its cards was played or passed by him
rule-thousand-talon-passed = the declarer passes one card to each opponent
rule-thousand-entry-disagree = quick and full entry of one deal agree
rule-thousand-score-card-points = a player's deal total is card points plus own marriages
rule-thousand-score-declarer-made = a declarer who makes the contract writes the contract
rule-thousand-score-declarer-failed = a declarer who fails writes minus the contract
rule-thousand-score-opponent-rounding = opponents write their total rounded to 5
rule-thousand-concede = a concession: declarer −contract, each opponent +60
rule-thousand-barrel-climb = reaching the barrel line puts a player on the barrel, capped at the line
rule-thousand-barrel-opponent = opponent points are not written while on the barrel
rule-thousand-barrel-deal = a deal played on the barrel
rule-thousand-barrel-time = the barrel's deals ran out: fall
rule-thousand-barrel-win = 1000 reached as declarer on the barrel wins
rule-thousand-barrel-short = a made contract that does not reach 1000 leaves the total at the line
rule-thousand-barrel-failed-contract = a failed contract on the barrel: line − contract, off the barrel
rule-thousand-barrel-knocked-off = a newcomer knocks the sitting player off the barrel
rule-thousand-bolt = an opponent who writes 0 gets a bolt
rule-thousand-bolt-three = three bolts cost 120
rule-thousand-bolt-consecutive = bolts restart after a scoring deal (option)
rule-thousand-reset-555 = a total of exactly 555 is reset to 0
rule-thousand-penalty = a penalty is its own entry: misdeal −100, three nines at the cut −100
rule-thousand-penalty-reason = a penalty with an unknown reason gives its points
rule-thousand-penalty-points = a penalty is a non-zero number of points up to 1000
rule-thousand-penalty-sign = the book's penalties are losses: a misdeal or three nines given --points takes a negative number
rule-thousand-penalty-step = a penalty is a multiple of 5 points, like every score in Thousand
rule-thousand-penalty-barrel = a penalty on the barrel takes the player off it
rule-thousand-option-unknown = only documented options
rule-thousand-option-value = option values of the right type
rule-thousand-snapshot = a stored state of the match that a replay of this match could have left
flag-thousand-declarer = the declarer (Thousand: who took the talon; Belot: as --by), e.g. --declarer Борис
flag-thousand-bid = the declarer's final contract (Thousand), e.g. --bid 120
flag-thousand-auction = the bid that won the auction, if raised after the talon, e.g. --auction 110 --bid 130
flag-thousand-points = card points taken, e.g. Аня=22,Борис=75,Вера=23
flag-thousand-marriage = a declared marriage, e.g. Борис:hearts (repeat)
flag-thousand-conceded = the declarer conceded before the first lead (расписать); given with --declarer and --bid
option-thousand-bid_step = raise step in the auction: 5 or 10, e.g. --option bid_step=10
option-thousand-marriage_on_first_lead = a marriage may be declared on the declarer's first lead; forbid it with --option marriage_on_first_lead=false
option-thousand-barrel_at = the barrel line (880 is common), e.g. --option barrel_at=880
option-thousand-barrel_deals = deals allowed on the barrel to reach 1000, e.g. --option barrel_deals=3
option-thousand-barrel_fall_to = the total a player falls to from the barrel, e.g. --option barrel_fall_to=800
option-thousand-barrel_penalty = instead of barrel_fall_to: fall to the line plus this, e.g. --option barrel_penalty=-120
option-thousand-bolts_consecutive = three bolts must be in consecutive deals, e.g. --option bolts_consecutive=true
option-thousand-reset_555 = a total of exactly 555 is reset to 0; keep 555 with --option reset_555=false
option-thousand-reset_minus_555 = a total of exactly −555 is reset to 0 too, e.g. --option reset_minus_555=true
game-thousand = Thousand
game-thousand-aliases = thousand, 1000

deal-example-thousand =
    kozyr deal --declarer Борис --bid 120 --points Аня=22,Борис=75,Вера=23 --marriage Борис:hearts  # Борис makes 120 with the ♥ marriage
    kozyr deal --declarer Вера --bid 110 --conceded  # Вера concedes before the first lead (расписать)
    kozyr deal --declarer Борис --bid 240 --tricks deal.txt  # every trick, checked card by card
new-example-thousand = kozyr new thousand --players Аня,Борис,Вера --option barrel_at=880

## The score sheet: what an entry says, and what comes next.

thousand-summary-made = { $declarer } { $bid }
thousand-summary-failed = { $declarer } { $bid } failed
thousand-summary-conceded = { $declarer } { $bid } conceded
thousand-summary-penalty = penalty: { $reason }
thousand-next = deal { $deal }: { $dealer } deals and opens the bidding at { $opening }

## Penalties: the book's two by name, and what a penalty entry writes.

thousand-penalty-misdeal = misdeal
thousand-penalty-three-nines = three-nines
thousand-penalty-step = { $player }: penalty { $points } ({ $reason })
thousand-penalty-note = { $player }: { $reason } { $points }
thousand-penalty-reason = a penalty for "{ $reason }" needs its points; the book's penalties ({ $known }) know theirs
thousand-penalty-points = a penalty of { $points } points; give a non-zero number up to 1000
thousand-penalty-barrel = { $player } is penalised on the barrel: { $line } { $points } = { $total } and off the barrel
thousand-penalty-sign = { $reason } is a loss in the book ({ $book }); { $points } has the wrong sign
thousand-penalty-multiple = a penalty of { $points }: Thousand scores in fives; give a multiple of 5

## Scoring a deal, step by step (kozyr explain).

thousand-concede = { $player } concedes (расписать) before the first lead: −{ $bid } to the declarer, +{ $each } to each opponent
thousand-card-points = { $player } took { $points } { $points ->
    [one] card point
   *[other] card points
}
thousand-card-points-marriage = { $before } + { $suit } marriage { $value }
thousand-card-points-total = { $before } = { $total }
thousand-declarer-made = { $player } needed { $bid }: { $total } ≥ { $bid } → +{ $bid } (the contract, never more)
thousand-declarer-failed = { $player } needed { $bid }: { $total } < { $bid } → −{ $bid }
thousand-opponent-rounding = { $player }: { $total } rounds to { $rounded } (opponents write a multiple of { $step })

## The barrel, bolts and 555.

thousand-barrel-opponent = { $player } sits on the barrel: opponent points are not written ({ $lost } lost)
thousand-barrel-failed = { $player } failed his contract on the barrel: { $line } − { $bid } = { $total } and off the barrel
thousand-barrel-win = { $player } made { $bid } as declarer on the barrel: { $line } + { $bid } = { $total } ≥ { $target } — wins the match
thousand-barrel-short = { $player } made { $bid } on the barrel, but { $line } + { $bid } < { $target }: the total stays { $line }
thousand-barrel-time = { $player }: { $deals } { $deals ->
    [one] deal
   *[other] deals
} on the barrel without reaching { $target } → falls to { $fall }
thousand-barrel-deal = { $player }: deal { $deal } of { $deals } on the barrel
thousand-barrel-climb = { $player } reaches { $line }: sits on the barrel
thousand-barrel-climb-above = { $player } reaches { $reached }: sits on the barrel at { $line } (points above the line are not written)
thousand-barrel-knocked-off = { $player } is knocked off the barrel by { $by } → { $fall }
thousand-barrel-same-deal = { $player } reached the barrel in the same deal but { $by } takes it → { $fall }
thousand-bolt = { $player } wrote 0: bolt { $bolt } of { $limit }
thousand-bolt-three = { $player }: { $limit } bolts → −{ $penalty }, the count starts again
thousand-bolt-consecutive = { $player } wrote points: his bolts start again (option bolts_consecutive)
thousand-reset-555 = { $player } has exactly { $total }: reset to 0

## Refusals: the match, its options and the deal record.

thousand-no-teams = Thousand is played every man for himself; it has no teams
thousand-options-stored = the match's options cannot be read: { $error }
thousand-snapshot = the stored state of this Thousand match cannot be read or is not one this match can reach
thousand-option-bid-step = bid_step: bid_step must be 5 or 10
thousand-option-barrel-at = barrel_at: barrel_at must be a multiple of 5 from 500 to 995
thousand-option-barrel-deals = barrel_deals: barrel_deals must be from 1 to 10
thousand-option-fall-or-penalty = barrel_fall_to: give barrel_fall_to or barrel_penalty, not both
thousand-option-barrel-fall-to = barrel_fall_to: barrel_fall_to must be a multiple of 5 below barrel_at and at least −1000
thousand-option-barrel-penalty = barrel_penalty: barrel_penalty must be a negative multiple of 5, at least −1000
thousand-deal-format = not a Thousand deal: { $error } (see `kozyr rules thousand`)
thousand-deal-unknown-field = not a Thousand deal: unknown field { $field }, expected one of { $fields } (see `kozyr rules thousand`)
thousand-deal-declarer = a deal names its declarer (the player who took the talon)
thousand-deal-bid = a deal gives the declarer's contract ({ $field })
thousand-deal-points = a deal gives the card points each player took ({ $points }), a play record ({ $play }), or { $conceded }
thousand-concede-no-play = a conceded deal (расписать) is given up before the first lead: it has no card points, marriages or tricks

## Bidding. $what is the bid that won the auction (auction) or the final contract (contract).

thousand-bid-opening = { $player }'s { $what ->
    [auction] auction bid
   *[contract] contract
} { $bid } is below the opening bid; bidding opens at { $opening }
thousand-bid-max = { $player }'s { $what ->
    [auction] auction bid
   *[contract] contract
} { $bid } can never be made; the most a declarer can take is { $max } (120 card points and all four marriages)
thousand-bid-step = { $player }'s { $what ->
    [auction] auction bid
   *[contract] contract
} { $bid } is not a step of { $step } from { $opening }; { $lower } or { $higher } would be
thousand-bid-raise = { $player }'s contract { $bid } is below his auction bid { $auction }; after the talon the declarer may only keep or raise it
thousand-bid-dealer-opens = { $player } won the auction at { $opening }, but only the dealer ({ $dealer }) can: he opens at { $opening } and everyone else must raise to at least { $least }
thousand-bid-marriage = { $player }'s { $what ->
    [auction] auction bid { $bid } is above { $limit } but his dealt hand
   *[contract] contract { $bid } is above { $limit } but his hand with the talon
} ({ $cards }) holds no marriage; a bid above { $limit } needs one

## Card points and marriages in quick entry.

thousand-points-impossible = { $player }: { $points } card points cannot be taken in tricks (no set of whole tricks of this deck adds up to it)
thousand-points-range = { $player }: { $points } card points is out of range; a player takes 0 to { $deck }
thousand-points-sum = card points add up to { $sum } ({ $listed }); the deck holds { $deck }
thousand-marriage-suit = { $player }: not a suit: "{ $word }" (a suit is ♠♥♦♣, S/H/D/C, П/Ч/Б/Т, spades/hearts/diamonds/clubs, пики/черви/бубны/трефы or спатия/каро/купа/пика)
thousand-marriage-suit-guess = { $player }: not a suit: "{ $word }" — did you mean { $guess }? (a suit is ♠♥♦♣, S/H/D/C, П/Ч/Б/Т, spades/hearts/diamonds/clubs, пики/черви/бубны/трефы or спатия/каро/купа/пика)
thousand-marriage-twice = the { $suit } marriage is declared twice (by { $first } and { $second }); there is one K and one Q of each suit
thousand-marriage-twice-one = the { $suit } marriage is declared twice (by { $player } twice); there is one K and one Q of each suit
thousand-disagree-points = the points say { $player } took { $points } { $points ->
    [one] card point
   *[other] card points
} but the tricks give { $tricks }; quick and full entry must agree
thousand-disagree-marriages = the marriages say { $quick } but the tricks show { $tricks }; quick and full entry must agree
thousand-marriage-of = { $player } { $suit }
thousand-marriages-none = none

## Full entry: the play record, the talon and the passed cards.

thousand-play-format = not a Thousand play record: { $error } (see docs/formats.md)
thousand-play-unknown-field = not a Thousand play record: unknown field { $field }, expected one of { $fields } (see docs/formats.md)
thousand-talon-card = talon: { $error }
thousand-talon-size = the talon has 3 cards; { $given } { $given ->
    [one] was
   *[other] were
} given
thousand-talon-twice = the talon has 3 different cards; { $card } is given twice (card { $position })
thousand-talon-unused = { $card } was in the talon, so the declarer { $player } took it, but he neither played nor passed it
thousand-talon-not-passable = { $card } was in the talon, so the declarer { $player } took it, but he neither played it nor can have passed it
thousand-talon-not-passable-to = { $card } was in the talon, so the declarer { $player } took it, but he neither played it nor can have passed it ({ $to } received one card only)
thousand-passed-format = passed: "{ $part }" is not PLAYER=CARD
thousand-passed-card = passed: { $error }
thousand-passed-not-played = { $card } was passed to { $player } but he did not play it; the card passed is in his hand
thousand-passed-two = { $player } is given two passed cards; the declarer passes one card to each opponent
thousand-passed-declarer = { $player } is the declarer; he passes one card to each opponent
thousand-passed-count = the declarer passes exactly one card to each of the two opponents

## The referee: a marriage declared against the rules (after "Борис played K♥").

thousand-marriage-on-lead = and declared a marriage while not on lead
thousand-marriage-on-lead-required = a marriage is declared only by the player on lead, leading its K or Q
thousand-marriage-king-or-queen = and declared a marriage with it
thousand-marriage-king-or-queen-required = a marriage is declared by leading its K or Q
thousand-marriage-partner = and declared the { $suit } marriage without holding { $card }
thousand-marriage-partner-required = a marriage is K and Q of one suit in one hand
thousand-marriage-first-lead = and declared a marriage on the first lead
thousand-marriage-first-lead-required = this match forbids a marriage on the first lead (option marriage_on_first_lead = false)
