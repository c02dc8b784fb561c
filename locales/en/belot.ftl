# Bridge-Belot: names, quick-entry flags, options and rule ids.

rule-belot-deal-format = a deal record has only the documented fields
rule-belot-deal-contract = a deal names its contract
rule-belot-deal-declarer = a deal names the player who won the bidding
rule-belot-deal-double = a double is contra or recontra
rule-belot-deal-points = a deal gives the teams' card points or every trick
rule-belot-deal-last-trick = a deal names the team that took the last trick
rule-belot-deal-all-pass = all four passed: no contract, declarer, double, points, last trick, valat or premiums
rule-belot-points-sum = card points add up to 152 / 248 / 120
rule-belot-points-range = a team's card points are 0 to the deck's total
rule-belot-points-team = each team's points are given once
rule-belot-valat-inconsistent = a valat team took every trick: the other team has nothing, not the last trick
rule-belot-bid-turn = bids are made in turn from the dealer's right
rule-belot-bid-word = a bid is pass, a contract, contra or recontra
rule-belot-bid-higher = each contract bid is higher than the last
rule-belot-bid-contra = contra only on the opponents' bid, once
rule-belot-bid-recontra = recontra only after a contra, by the bidding team
rule-belot-bid-contra-escape = after a contra only recontra or pass (option contra_escape)
rule-belot-bid-after-end = nothing is bid after three passes end the bidding
rule-belot-bid-unfinished = the bidding ends with three passes after a bid, or four passes
rule-belot-entry-disagree = quick and full entry (and the bidding record) agree
rule-belot-announce-format = a premium is PLAYER:TYPE[:CARD|RANK|SUIT]
rule-belot-announce-type = premiums are tierce, quarte, quint, carré, belot
rule-belot-announce-no-trumps = No trumps has no premiums, not even belot
rule-belot-announce-sequence-length = a tierce is 3 cards, a quarte 4, a quint 5 or more, in 7 8 9 10 J Q K A
rule-belot-announce-carre-rank = carrés are of 9, 10, J, Q, K or A, never 7s or 8s
rule-belot-announce-belot-suit = a belot is K+Q of trump (a named suit in All trumps)
rule-belot-announce-overlap = no card is in two players' premiums
rule-belot-announce-carre-and-sequence = a card counts in a carré or a sequence of one player, not both
rule-belot-announce-not-held = a premium's cards were in its player's hand
rule-belot-play-follow-suit = follow the led suit if able
rule-belot-play-trump = void, with an opponent winning: trump
rule-belot-play-overtrump = void, an opponent trumped: over-trump if able
rule-belot-play-higher-trump = trump led: play a higher trump if able
rule-belot-play-all-trumps-higher = All trumps: play higher in the led suit if able
rule-belot-play-format = a play record has only the documented fields
rule-belot-play-trick-size = each trick has one card from each player
rule-belot-play-card-count = a deal is 8 tricks of 4 cards
rule-belot-play-duplicate-card = each card is played once
rule-belot-play-not-in-deck = only the 32 cards 7–A are played
rule-belot-play-out-of-turn = players play in turn from the trick's leader
rule-belot-play-first-leader = the first leader is a player of the match
rule-belot-belot-king-or-queen = a belot is called with its K or Q
rule-belot-belot-trump = a belot is of trump, never in No trumps
rule-belot-belot-pair = a belot is called with the first of K and Q, the other still held
rule-belot-belot-how-played = a belot counts when its first card is led, follows suit or trumps
rule-belot-premium-sequence = only the team with the best sequence scores its sequences
rule-belot-premium-sequence-tie = equal best sequences cancel every sequence
rule-belot-premium-carre = only the team with the best carré (J 9 A 10 K Q) scores its carrés
rule-belot-premium-belot = a belot is never cancelled
rule-belot-score-raw = a team's total: card points, last trick 10, premiums, valat 90; No trumps doubles points
rule-belot-score-made = declarers with more: each team writes its own ÷ 10
rule-belot-score-hanging = equal: the others write theirs, the declarers' points hang
rule-belot-score-inside = declarers with less: the others write both
rule-belot-score-contra = contra ×2, recontra ×4 of the whole deal, premiums included
rule-belot-score-contra-winner = with a contra the team with more points writes everything
rule-belot-score-contra-hanging = with a contra, equal totals: everything hangs
rule-belot-round-suit = suit contract: 7–9 up, 0–5 down
rule-belot-round-all-trumps = All trumps: 5–9 up, 0–3 down
rule-belot-round-no-trumps = No trumps: ordinary rounding
rule-belot-round-conflict = both end in 6 (suit) or 4 (All trumps): fewer points round up
rule-belot-round-hanging-up = equal totals in the conflict digit: the hanging points round up
rule-belot-hanging-award = hanging points go to the winner of the next deal
rule-belot-match-target = the first team past 151 wins; both past: the higher
rule-belot-match-tie = equal past 151: play on
rule-belot-match-valat = a game does not end on a valat (С капо не се излиза)
rule-belot-penalty = a penalty agreed by the table is written to a team
rule-belot-penalty-points = a Belot penalty gives its points
rule-belot-option-unknown = only documented options
rule-belot-option-value = option values of the right type and range
rule-belot-snapshot = a stored state of the match that a replay of this match could have left
flag-belot-contract = Belot: clubs|diamonds|hearts|spades|no-trumps|all-trumps
flag-belot-by = Belot: the player who won the bidding
flag-belot-declarer = who took the contract
flag-belot-contra = Belot: the contract was doubled (×2)
flag-belot-recontra = Belot: the contract was redoubled (×4)
flag-belot-points = card points taken, e.g. Аня=22,Борис=75,Вера=23 (Belot: per team)
flag-belot-last = Belot: the team (or a player of it) that took the last trick
flag-belot-announce = Belot: a premium, e.g. Петър:tierce:KH, Мария:carre:J, Елена:belot (repeat)
flag-belot-valat = Belot: the team that took every trick (капо)
flag-belot-bids = Belot: the bidding from the dealer's right, e.g. hearts,contra,pass,pass,pass
flag-belot-all-pass = Belot: all four passed, nobody played
option-belot-target = the game is won at this total
option-belot-valat_doubles = contra and recontra multiply the valat's 90 too
option-belot-contra_escape = a contra may be overbid by a higher contract
game-belot = Bridge-Belot
game-belot-aliases = belot, bridge-belot, belote

deal-example-belot =
    kozyr deal --contract hearts --by Петър --points Ние=60,Вие=92 --last Вие  # a ♥ contract: card points without the last 10
    kozyr deal --contract all-trumps --by Мария --contra --points Ние=140,Вие=108 --last Ние --announce Мария:quarte:AS  # all trumps, doubled, with a premium
    kozyr deal --bids hearts,contra,pass,pass,pass --points Ние=60,Вие=92 --last Вие  # the bidding names the contract and the contra
    kozyr deal --all-pass  # all four passed
new-example-belot = kozyr new belot --team Ние=Иван,Мария --team Вие=Петър,Елена

# The contract as the table writes it, and the doubles.
belot-contract-suit = { $suit }
belot-contract-no-trumps = no trumps
belot-contract-all-trumps = all trumps
belot-double-contra = contra
belot-double-recontra = recontra
belot-double-none = no double

# Teams and seats.
belot-teams-needed = Belot is played by two teams of two: --team Ние=Иван,Мария --team Вие=Петър,Елена
belot-team-member-unknown = { $player } of team { $team } is not one of the players
belot-partners-opposite = partners sit opposite: in playing order the seats go team, other team, team, other team ({ $players })
belot-team-unknown = unknown team "{ $team }"; the teams are { $first } and { $second }

# Options and penalties.
belot-option-target = target: the game is played to 1 … 10000 points
belot-option-stored = the match's options are not Belot's: { $error }
belot-snapshot = the stored state of this Belot match cannot be read or is not one this match can reach
belot-penalty-points = a Belot penalty gives its points (the Bulgarian rules name none): --points -10
belot-penalty-note = { $team }: { $reason } { $points }
belot-penalty-summary = penalty: { $reason }

# What comes next.
belot-next = deal { $deal }: { $dealer } deals, { $bidder } bids first{ $hanging ->
    [0] {""}
    [one] {" "}({ $hanging } point hangs)
   *[other] {" "}({ $hanging } points hang)
}

# The bidding record.
belot-bid-at = bid { $number } ({ $player }: { $bid }): { $text }
belot-bid-turn = it was { $player }'s turn, not { $claimed }'s
belot-bid-after-end = the bidding was already over
belot-bid-contra-nothing = there is no bid to contra
belot-bid-contra-own = a contra is said only on the opponents' bid
belot-bid-contra-twice = the bid is already doubled
belot-bid-recontra-nothing = there is no bid to recontra
belot-bid-recontra-no-contra = a recontra answers a contra
belot-bid-recontra-own = a recontra is said by the bidding team
belot-bid-word = a bid is pass, clubs, diamonds, hearts, spades, no-trumps, all-trumps, contra or recontra
belot-bid-higher = { $bid } is not higher than { $previous }; contracts rank ♣ ♦ ♥ ♠, no trumps, all trumps
belot-bid-contra-escape = after a contra only recontra or pass are allowed (option contra_escape lets a contra be overbid)
belot-bid-unfinished = the bidding record stops before three passes follow the last bid (or four passes if nobody bid)

# The deal record.
belot-deal-format = not a Belot deal: { $error } (see `kozyr rules belot`)
belot-deal-all-pass = all four passed: nobody plays, so the deal has no contract, declarer, double, points, last trick, valat, premiums or tricks
belot-deal-contract-word = "{ $text }" is not a contract: clubs, diamonds, hearts, spades, no-trumps, all-trumps
belot-deal-double-word = { $field } "{ $text }" is contra, recontra or absent
belot-deal-contract-missing = a deal names its contract ({ $contract }) or gives the bidding record ({ $bids })
belot-deal-declarer-missing = a deal names the player who won the bidding ({ $field })
belot-deal-points-missing = a deal gives each team's card points ({ $points }) or every trick ({ $play })
belot-deal-last-missing = a deal names the team that took the last trick ({ $field })
belot-play-format = not a Belot play record: { $error }
belot-valat-inconsistent = a valat by { $team } means they took every trick, but the other team has { $points ->
    [one] { $points } card point
   *[other] { $points } card points
} or the last trick
belot-points-twice = { $team } is given twice
belot-points-range = { $team }: { $points } card points is out of range; a team takes 0 to { $max }
belot-points-sum = card points add up to { $sum }; in { $contract } they are { $total } (without the last trick's 10)
belot-points-pair = { $first } { $first_points } – { $second } { $second_points }

# Quick entry and the full record disagree.
belot-disagree = the { $what ->
    [deal] deal is
    [contract] contract is
    [declarer] declarer is
    [double] double is
    [points] card points are
    [last-trick] last trick is
    [valat] valat is
   *[belots] belots are
} given as { $quick } but the record shows { $full }; both must agree
belot-disagree-all-pass = all passed
belot-disagree-bid-contract = a contract in the bidding
belot-valat-none = no valat
belot-valat-by = a valat by { $team }
belot-belots-none = none
belot-belots = { $belots }
belot-belot-of = { $player } { $suit }
belot-belots-called = { $belots } (called with `!`)

# Premiums.
belot-sequence-name = { $length ->
    [3] tierce
    [4] quarte
   *[other] quint
}
belot-premium-sequence = { $length ->
    [3] tierce
    [4] quarte
    [5] quint
   *[other] quint ({ $length } cards)
} to { $high }
belot-premium-carre = carré of { $rank ->
   *[other] { $symbol }s
}
belot-premium-belot = belot { $suit }
belot-announce-format = announcement "{ $text }" is not PLAYER:TYPE[:CARD|RANK|SUIT] (e.g. Петър:tierce:KH)
belot-announce-no-trumps = { $player } announced a { $kind } in No trumps; No trumps has no premiums, not even belot
belot-announce-length-word = { $player }: sequence length "{ $text }" is not a number
belot-announce-length = { $player }: a { $name } has { $named } cards, not { $length }
belot-announce-top-missing = { $player }: a { $name } names its top card, e.g. { $player }:{ $kind }:KH
belot-announce-card = { $player }'s { $name }: "{ $text }" is not a card (e.g. KH, K♥, 10S)
belot-announce-card-suggest = { $player }'s { $name }: "{ $text }" is not a card; did you mean { $suggestion }?
belot-announce-sequence-short = { $player }: a { $name } to { $high } would need { $length } cards below and including { $high }; in 7 8 9 10 J Q K A there are only { $count }
belot-announce-rank-missing = { $player }: a carré names its rank, e.g. { $player }:carre:J
belot-announce-rank-word = { $player }: "{ $text }" is not a rank (7 8 9 10 J Q K A)
belot-announce-carre-rank = { $player }: a { $carre } scores nothing; carrés are of 9, 10, J, Q, K or A
belot-announce-suit-word = { $player }'s belot: "{ $text }" is not a suit (♠ ♥ ♦ ♣, spades, hearts, diamonds, clubs)
belot-announce-belot-needs-suit = { $player }: in All trumps a belot names its suit, e.g. { $player }:belot:hearts
belot-announce-belot-not-trump = { $player }: a belot in { $suit } is no belot in a { $contract } contract; it is K+Q of trump
belot-announce-type = { $player }: "{ $text }" is not a premium; tierce, quarte, quint, carre or belot
belot-announce-same-belot = { $player } announced the same belot twice
belot-announce-carre-and-sequence = { $player }: { $card } is in both the { $first } and the { $second }; a card counts in a carré or a sequence, the player chooses one
belot-announce-overlap = { $card } is in { $first_player }'s { $first } and in { $second_player }'s { $second }; each card is in one hand and counts once
belot-announce-not-held = { $player } announced a { $premium } but did not hold { $card } (the tricks show who played it)
belot-premium-scores = { $player } ({ $team }): { $premium } +{ $points } — { $why }
belot-premium-nothing = { $player } ({ $team }): { $premium } scores nothing — { $why }
belot-premium-sequence-tie = both teams' best sequences are equal: no sequence scores for anyone
belot-why-best-sequence = the best sequence is this team's
belot-why-other-sequence = the other team holds the best sequence, or the best sequences tie
belot-why-best-carre = the best carré (J 9 A 10 K Q) is this team's
belot-why-other-carre = the other team holds the best carré
belot-why-belot = a belot is never cancelled

# The referee: how a play broke an obligation (completing "Иван played 8♦ …").
belot-play-on-lead = on a { $led } lead
belot-play-follow-suit-required = a player who holds the led suit must follow it
belot-play-under-all-trumps = under { $best } in All trumps
belot-play-all-trumps-higher-required = in All trumps a player must play higher in the led suit when he can
belot-play-under-trump-lead = under { $best } on a trump lead
belot-play-higher-trump-required = when trump is led a player must play a higher trump when he can
belot-play-after-opponent-trumped = after an opponent trumped with { $best }
belot-play-overtrump-required = a player who cannot follow must over-trump an opponent's trump when he can
belot-play-on-lead-opponent-wins = on a { $led } lead won by an opponent
belot-play-trump-required = a player who cannot follow must trump when an opponent wins the trick
belot-call-with-it = and called a belot with it
belot-call-king-or-queen-required = a belot is called with its K or Q
belot-call-in-suit = and called a belot in { $suit }
belot-call-trump-required = a belot is K+Q of trump (of any suit in All trumps); No trumps has none
belot-call-without = and called a belot without { $other } in hand
belot-call-pair-required = a belot is called with the first of K and Q played, while holding the other
belot-call-on-lead = and called a belot on a { $led } lead
belot-call-how-played-required = a belot counts only when its first card is led, follows suit or trumps

# Scoring a deal (kozyr explain).
belot-score-raw = { $team }: { $points ->
    [one] { $points } card point
   *[other] { $points } card points
}{ $last ->
    [0] {""}
   *[other] {" "}+ last trick { $last }
}{ $doubled ->
    [yes] , doubled in No trumps
   *[no] {""}
}{ $premiums ->
    [0] {""}
   *[other] {" "}+ premiums { $premiums }
}{ $valat ->
    [0] {""}
   *[other] {" "}+ valat { $valat }
} = { $total }
belot-round = ÷ 10: { $declarers } → { $declarers_written } and { $others } → { $others_written } ({ $how }; together they make the whole deal)
belot-round-no-trumps = No trumps rounds ordinarily (5 and up)
belot-round-all-trumps = All trumps rounds 5–9 up, 0–3 down
belot-round-suit = a suit contract rounds 7–9 up, 0–5 down
belot-round-conflict = both end in { $digit }: the team with fewer points rounds up, the other down
belot-round-hanging-up = equal totals ending in the conflict digit: the hanging points round up
belot-score-made = { $team } made it (изкарана): { $declarers } > { $others }; each team writes its own: { $written } and { $other_written }
belot-score-hanging = equal { $declarers } – { $others } (висяща): { $other_team } write { $written }; { $hanging } points of { $team } hang for the winner of the next deal
belot-score-inside = { $team } went inside (вкарана): { $declarers } < { $others }; { $other_team } write both: { $declarers_written } + { $others_written } = { $total }
belot-score-contra = { $double }: the whole deal { $sum } ÷ 10 → { $rounded }{ $valat ->
    [apart] {" "}(valat not multiplied: option valat_doubles = false) × { $factor } + { $fixed }
   *[multiplied] {" "}× { $factor }
} = { $total }
belot-score-contra-hanging = equal { $first } – { $second }: all { $total } hang for the winner of the next deal
belot-score-contra-winner = { $team } have more ({ $more } to { $less }): they write all { $total }, whoever declared
belot-hanging-award = { $team } win this deal and take the { $hanging } hanging points
belot-hanging-held = { $held } points hang (висят): { $total } now wait for the next deal's winner
belot-match-valat = С капо не се излиза: a game does not end on a valat; one more deal is played
belot-match-tie = both teams have { $total }: play on until one leads
belot-match-target = { $team } reach { $total } and lead { $total } – { $other }: they win the game
belot-all-pass = all four passed: nobody plays, the next player deals

# The deal's line on the sheet: who took which contract, the contra, how it ended.
belot-summary = { $player } { $contract }{ $double ->
    [contra] {" "}×2
    [recontra] {" "}×4
   *[none] {""}
}{ $outcome ->
    [inside] {" "}inside
    [hanging] {" "}hanging
   *[made] {""}
}{ $valat ->
    [yes] { $outcome ->
        [made] {" "}valat
       *[other] , valat
    }
   *[no] {""}
}
belot-summary-all-pass = all passed
