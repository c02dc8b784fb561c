# Catch the Ten: names, quick-entry flags, options and rule ids.

rule-catch-the-ten-score-jack = the jack of trumps captured scores 11
rule-catch-the-ten-score-ten = the ten of trumps captured scores 10
rule-catch-the-ten-score-ace = the ace of trumps captured scores 4
rule-catch-the-ten-score-king = the king of trumps captured scores 3
rule-catch-the-ten-score-queen = the queen of trumps captured scores 2 (30 a deal in all)
rule-catch-the-ten-score-cards = each card captured beyond the cards dealt to the player or side scores 1
rule-catch-the-ten-match-deals = the match ends after the agreed deals (one by each player)
rule-catch-the-ten-match-winner = the highest total wins; equal highest totals play another deal
rule-catch-the-ten-penalty = a penalty the table agrees is written as points
rule-catch-the-ten-teams-format = teams are named apart from the players and list each player once
rule-catch-the-ten-teams-size = partnerships are two or more sides of equal size
rule-catch-the-ten-teams-seating = partners sit alternately
rule-catch-the-ten-deal-format = a deal record has only the documented fields
rule-catch-the-ten-deal-dealer = the deal passes to the left
rule-catch-the-ten-deal-trump = the last card dealt shows trump: every deal names it
rule-catch-the-ten-deal-cards = a deal gives the cards each player or side captured, or every trick
rule-catch-the-ten-cards-range = a count of cards is 0 to the pack
rule-catch-the-ten-cards-trick = cards are captured in whole tricks
rule-catch-the-ten-cards-twice = each player's cards are counted once
rule-catch-the-ten-cards-sum = the cards captured add up to every card dealt
rule-catch-the-ten-took-card = only the trump honours J 10 A K Q are named
rule-catch-the-ten-took-twice = each honour is captured by one player
rule-catch-the-ten-took-sum = all five trump honours are accounted for
rule-catch-the-ten-took-impossible = nobody captures more honours than cards
rule-catch-the-ten-entry-disagree = quick counts given beside the tricks agree with them
rule-catch-the-ten-penalty-points = a penalty gives its points
rule-catch-the-ten-play-format = a play record has only tricks
rule-catch-the-ten-play-follow-suit = follow the led suit if able, from the packet in play
rule-catch-the-ten-play-trick-size = each trick has one card from each player
rule-catch-the-ten-play-card-count = a deal is every card of the pack
rule-catch-the-ten-play-duplicate-card = each card is played once
rule-catch-the-ten-play-not-in-deck = only the pack's cards are played (no 6♠ with five or seven players…)
rule-catch-the-ten-play-out-of-turn = players play in turn from the trick's leader
rule-catch-the-ten-option-unknown = only documented options
rule-catch-the-ten-option-value = option values of the right type and range
flag-catch-the-ten-trump = the trump suit, or the card that shows it: hearts, ♥, 7H (none: no trump)
flag-catch-the-ten-cards = Catch the Ten: cards each player (or team) captured, e.g. Аня=12,Борис=24
flag-catch-the-ten-took = Catch the Ten: trump honours a player (or team) captured, repeatable: --took Аня=JH,10H
option-catch-the-ten-deals = the match ends after this many deals; players: one deal by each player
game-catch-the-ten = Catch the Ten
game-catch-the-ten-aliases = catch-the-ten, catch-ten, scottish-whist

new-example-catch-the-ten = kozyr new catch-the-ten --team A=Аня,Вера --team B=Борис,Галя
deal-example-catch-the-ten =
    kozyr deal --trump 9H --took Аня=JH,10H --took B=AH,KH,QH --cards A=20,B=16  # partners: honours and cards per side
    kozyr deal --trump spades --took Аня=JS,10S,AS,KS,QS --cards Аня=12,Борис=24  # each for himself
    kozyr deal --trump spades --tricks deal.txt  # every trick, checked by the referee

# Trump: the last card dealt.
catch-the-ten-trump-missing = the last card dealt shows trump: name it or its suit, { $field } 9H or { $field } hearts
catch-the-ten-trump-not-card = "{ $text }" is neither a card nor a suit: { $field } 9H, { $field } hearts (♥, черви…)
catch-the-ten-trump-not-in-pack = { $card } is not in this table's pack of { $cards } cards, so it was not dealt

# The trump honours captured.
catch-the-ten-took-not-card = "{ $item }" captured by { $player } is not a card; name the trump honours: { $honours }
catch-the-ten-took-nothing = { $player } captured { $card }, which scores nothing; name only the trump honours: { $honours }
catch-the-ten-took-listed-twice = { $card } is listed twice for { $player }; each card is captured once
catch-the-ten-took-claimed-twice = { $card } is claimed by both { $other } and { $player }; each card is captured by one player
catch-the-ten-took-unnamed = { $card } was captured by somebody; name who: { $field } NAME={ $typed } (every trump honour is accounted for: { $honours })
catch-the-ten-took-impossible = { $side } is given { $honours ->
    [one] { $honours } trump honour
   *[other] { $honours } trump honours
} but captured { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}

# The cards captured.
catch-the-ten-cards-format = { $field } takes player (or team) → cards captured, e.g. {"{"}"Аня": 12{"}"}
catch-the-ten-cards-not-number = { $player }'s cards are { $value }; give a whole number
catch-the-ten-cards-range = { $player } captured { $cards } cards; a deal has { $most } cards to capture
catch-the-ten-cards-trick = { $player } captured { $cards } cards; cards are captured in whole tricks of { $players }, so a count is a multiple of { $players }
catch-the-ten-cards-twice = { $player }'s cards are counted twice (as { $before } and as { $name }); give each player or side once
catch-the-ten-cards-missing = give the cards each player (or side) captured: { $field } Аня=12,Борис=24 (or every trick)
catch-the-ten-cards-sum = the cards captured add up to { $sum } ({ $each }); all { $cards } cards dealt are captured
catch-the-ten-disagree-honour = { $card } is given to { $who } but the record shows { $player } capturing it; quick entry and the tricks must agree
catch-the-ten-disagree-cards = { $who } is given { $cards } cards but the record shows { $shown }; quick entry and the tricks must agree

# Scoring: one line per honour and per side.
catch-the-ten-honour = { $side }: { $card } { $points }
catch-the-ten-cards-over = { $side }: captured { $captured ->
    [one] { $captured } card
   *[other] { $captured } cards
}, dealt { $dealt }: { $over } over × 1 = { $points }
catch-the-ten-cards-none-over = { $side }: captured { $captured ->
    [one] { $captured } card
   *[other] { $captured } cards
}, dealt { $dealt }: none over
catch-the-ten-summary = { $dealer } deals, { $trump } trumps

# Penalties.
catch-the-ten-penalty-points = a penalty gives its points (the book names none): --points -10
catch-the-ten-penalty-note = { $side }: { $reason } { $points }
catch-the-ten-penalty-summary = penalty: { $reason }

# The match.
catch-the-ten-match-over = { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
} played: the match is over
catch-the-ten-winner = { $side } wins with { $points }
catch-the-ten-tie-step = the highest total is shared: another deal is played
catch-the-ten-tie-note = the highest total is shared: another deal
catch-the-ten-next = deal { $deal }{ $shared ->
    [yes] {" "}(the highest total is shared)
   *[no] {""}
}: { $dealer } deals { $packets ->
    [1] { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } each
   *[other] { $packets } packets of { $cards } cards each
}, { $leader } leads

# Options.
catch-the-ten-option-deals = deals = { $deals }: the match lasts players (one deal each) or 1 to { $most } deals
catch-the-ten-options-stored = the match's stored options cannot be read: { $error }

# Teams: partnerships of equal size seated alternately.
catch-the-ten-team-members = team "{ $team }" lists its players: --team { $team }=Аня,Вера
catch-the-ten-team-name = a team needs a name: --team A=Аня,Вера
catch-the-ten-team-twice = team "{ $team }" is named twice
catch-the-ten-team-sizes = partnerships are two or more sides of the same size, two players or more each (six players: 2 sides of 3 or 3 of 2; eight: 2 of 4 or 4 of 2); given { $given }
catch-the-ten-team-player-name = team "{ $team }" has a player's name; name the sides apart from the players
catch-the-ten-team-stranger = { $player } of team { $team } is not one of the players ({ $players })
catch-the-ten-team-none = { $player } is in no team; every player plays for one side
catch-the-ten-team-two = { $player } is in two teams; every player plays for one side
catch-the-ten-team-seating = partners sit alternately: in playing order the seats go { $pattern }; given { $players }
catch-the-ten-unknown-name = unknown player or team "{ $name }"; the teams are { $teams } and the players { $players }

rule-catch-the-ten-snapshot = a match resumes only from a stored state of a Catch the Ten match with the same players
catch-the-ten-snapshot = the stored state of this match is not the state of a Catch the Ten match with these players
