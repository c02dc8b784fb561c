# Bezique: names, quick-entry flags, options, rule ids and the sheet's words.

game-bezique = Bezique
game-bezique-aliases = bezique, bésigue, six-pack bezique, chinese bezique, безик

rule-bezique-deal-format = a deal record has only the documented fields
rule-bezique-deal-turned = two, three and four players turn a card for trump (7–A of the deck); no-trump and six-pack turn none
rule-bezique-declare-format = a declaration is PLAYER:KIND[:SUIT], four PLAYER:four:RANK[:SUIT]
rule-bezique-declare-variant = only the declarations of the variant's table: triple bezique with three or more packs, quadruple bezique, carte blanche and fours of trumps in six-pack
rule-bezique-declare-copies = no more declarations of a kind than the packs hold cards for (a card serves once in each kind of combination)
rule-bezique-declare-trumps-only = with sequence=trumps-only a sequence counts only in trumps
rule-bezique-declare-turns = one declaration per trick won: no more than the deal has turns
rule-bezique-trump-turned = the turned card's suit is trump
rule-bezique-trump-first-marriage = no-trump and six-pack: the first marriage (or sequence) declared fixes trump
rule-bezique-trump-repeat = six-pack: the same suit is never trump two deals running
rule-bezique-trump-not-yet = six-pack: a bezique or a four of trumps needs trump fixed first
rule-bezique-dix-turned = a seven turned for trump gives the dealer 10
rule-bezique-dix-no-turned-card = the dix scores only where a card is turned for trump (not in no-trump or six-pack)
rule-bezique-carte-blanche-order = carte blanche: at the deal and at each draw until a king, queen or jack comes — never after showing one
rule-bezique-brisks-sum = the brisks (aces and tens won) add up to the deck's 8 per pack, less any card out of play
rule-bezique-brisks-range = a player's brisks are 0 to the deck's aces and tens
rule-bezique-brisks-six-pack = six-pack scores no cards won in tricks
rule-bezique-last-trick-missing = a deal names who took the last trick
rule-bezique-cut-format = the cut is six-pack's, given once
rule-bezique-cut-exact = six-pack: the dealer who cuts exactly 24 cards scores 250
rule-bezique-cut-guessed = six-pack: the opponent who guesses the number cut scores 150
rule-bezique-score-marriage = marriage: 40 in trumps, 20 in another suit
rule-bezique-score-sequence = sequence A 10 K Q J: 250 (six-pack: 250 in trumps, 150 in another suit)
rule-bezique-score-bezique = bezique 40, double 500, triple 1500, quadruple 4500, each step of a build-up scored
rule-bezique-score-four = four aces 100, kings 80, queens 60, jacks 40; six-pack fours of trumps 1000/900 (tens)/800/600/400
rule-bezique-score-dix = each seven of trumps shown, played or exchanged: 10
rule-bezique-score-carte-blanche = six-pack carte blanche: 250
rule-bezique-score-brisks = each ace and ten won in tricks: 10
rule-bezique-score-last-trick = the last trick: 10 (six-pack: 250)
rule-bezique-game-target = the first at the target after a deal wins (1500 two-handed, 2000 three and four); both over: the higher
rule-bezique-game-tie = equal highest totals play on; equal six-pack deals are drawn
rule-bezique-game-every-deal = target=deal: every deal is a game
rule-bezique-game-rubicon = six-pack: the winner adds 1000; a loser under 3000 gives him both totals, else the difference
rule-bezique-game-rounding = six-pack: the result is rounded to the nearest 100
rule-bezique-irregular-format = an irregularity is one of the book's list, with its player or cards
rule-bezique-irregular-wrong-count = a wrong number of cards after the deal: a new deal by the same dealer
rule-bezique-irregular-exposed-card = a card exposed in dealing: the dealer's opponent may demand a new deal
rule-bezique-irregular-too-many = too many cards: a new deal, or the offender skips his next draw
rule-bezique-irregular-short-hand = a short hand after the draw: play on, the opponent scores the last trick's value
rule-bezique-irregular-peek = a peek at the stock: the opponent may look at two cards at his next draw and choose
rule-bezique-irregular-odd-card = an odd number of stock cards: the last one is not played
rule-bezique-irregular-incomplete-pack = an incomplete pack found before the result is agreed: the deal is void
rule-bezique-irregular-cards-found = missing cards found on the floor: the deal stands as played without them
rule-bezique-entry-disagree = quick and full entry agree
rule-bezique-penalty = a penalty agreed by the table is written to the player's side
rule-bezique-penalty-points = a Bezique penalty gives its points, up to 5000 either way
rule-bezique-option-unknown = only documented options
rule-bezique-option-value = option values of the right type and range
rule-bezique-snapshot = a stored state of the match that a replay of this match could have left
rule-bezique-play-format = a play record has only the documented fields

flag-bezique-turned = Bezique: the card turned for trump, e.g. 7H
flag-bezique-declare = Bezique: a declaration in the order made, e.g. Борис:marriage:spades, Аня:bezique, Борис:four:A (repeat)
flag-bezique-brisks = Bezique: aces and tens won per player, e.g. Аня=9,Борис=7
flag-bezique-last = Bezique: the player who took the last trick
flag-bezique-cut-exact = six-pack Bezique: the dealer cut exactly 24 cards (+250)
flag-bezique-cut-guessed = six-pack Bezique: the opponent guessed the number cut (+150)
flag-bezique-irregular = Bezique: an irregularity, e.g. short-hand:Аня, too-many:Борис:skip-draw, wrong-count
option-bezique-variant = two (64 cards, default), no-trump, three (96), four (128), six-pack (192)
option-bezique-target = the game is won at this total (1500 two-handed, 2000 three and four), or deal: every deal a game
option-bezique-sequence = any-suit (the book) or trumps-only
option-bezique-games = when every deal is a game: how many games make the match (0: open)

deal-example-bezique =
    kozyr deal --turned 7H --declare Борис:marriage:spades --declare Аня:bezique --brisks Аня=9,Борис=7 --last Борис  # two-handed: the dealer's 10 for the turned seven comes by itself
    kozyr deal --declare Аня:marriage:hearts --declare Аня:sequence:hearts --cut-exact --last Аня  # six-pack: the first marriage fixes trump
    kozyr deal --irregular wrong-count  # a new deal by the same dealer
new-example-bezique = kozyr new bezique --players Аня,Борис --option variant=six-pack

bezique-variant-two = two-handed Bezique
bezique-variant-no-trump = no-trump Bezique
bezique-variant-three = Bezique for three
bezique-variant-four = Bezique for four
bezique-variant-six-pack = six-pack Bezique

bezique-kind-marriage = marriage
bezique-kind-sequence = sequence
bezique-kind-bezique = bezique
bezique-kind-double-bezique = double bezique
bezique-kind-triple-bezique = triple bezique
bezique-kind-quadruple-bezique = quadruple bezique
bezique-kind-four = four of a kind
bezique-kind-dix = dix
bezique-kind-carte-blanche = carte blanche

bezique-declared = { $kind }
bezique-declared-suit = { $kind } in { $suit }
bezique-declared-four = four { $rank ->
    [A] aces
    [K] kings
    [Q] queens
    [J] jacks
   *[other] tens
}
bezique-declared-four-trumps = four { $rank ->
    [A] aces
    [K] kings
    [Q] queens
    [J] jacks
   *[other] tens
} of trumps ({ $suit })
bezique-declared-by = { $player }: { $declaration }
bezique-list = { $items }
bezique-none = none
bezique-card = { $card }
bezique-player = { $player }
bezique-brisks-of = { $player } { $brisks }
bezique-trump-is = trump is { $suit }
bezique-trump-none = no trump is fixed yet

bezique-option-target = the target is a multiple of 10 from 100 to { $max }, or deal
bezique-option-six-pack-target = six-pack Bezique: every deal is a game; leave target out or give deal
bezique-option-games = games is 0 (open) to 1000
bezique-option-games-target = games counts the games of target=deal; with a points target leave it out
bezique-option-six-pack-sequence = six-pack prices every sequence (250 in trumps, 150 in another suit); sequence=trumps-only is for the other variants
bezique-option-stored = the match's stored options cannot be read: { $error }
bezique-teams-four = only Bezique for four is played in partnerships (option variant=four)
bezique-teams-needed = partnerships are two teams of two players each
bezique-team-member-unknown = { $player } of team { $team } is not one of the players
bezique-partners-opposite = partners sit alternately; the seats { $players } do not

bezique-deal-format = the deal record cannot be read: { $error }
bezique-turned-missing = { $variant } turns a card for trump: give it as { $field }
bezique-turned-not-here = { $variant } turns no card for trump; { $card } was given
bezique-turned-not-in-deck = { $card } is not in a Bezique pack (7 to ace)
bezique-declare-kind = no declaration is called "{ $kind }"; the kinds are { $kinds }
bezique-declare-kind-suggest = no declaration is called "{ $kind }" — did you mean { $suggestion }? The kinds are { $kinds }
bezique-kinds = marriage, sequence, bezique, double-bezique, triple-bezique, quadruple-bezique, four (four:A, four:K, …), dix, carte-blanche; the Russian and Bulgarian names are read too (марьяж, двойной-безик, четыре-туза, марияж, двоен-безик, четири-аса, …)
bezique-declare-rank-named = "{ $kind }" says its rank already; "{ $rank }" is one too many (write the suit alone after it)
bezique-declare-text = "{ $text }" is not a declaration; write PLAYER:KIND[:SUIT], e.g. Борис:marriage:spades or Борис:four:A
bezique-declare-suit-missing = a { $kind } names its suit
bezique-declare-no-suit = a { $kind } names no suit
bezique-declare-rank = "{ $rank }" is not a rank four of which score; the ranks are A, K, Q, J (and 10 of trumps in six-pack)
bezique-declare-rank-missing = a four names its rank (A, K, Q or J)
bezique-declare-no-rank = a { $kind } names no rank
bezique-declare-four-tens = only four tens of trumps score (six-pack, with the trump suit)
bezique-declare-four-not-trumps = a four with a suit is a four of trumps, but { $suit } is not trump ({ $trump } is)
bezique-declare-variant = { $declaration } is not in the table of { $variant }
bezique-declare-trumps-only = a sequence in { $suit } does not count with sequence=trumps-only ({ $trump })
bezique-declare-turns = { $count } declarations, but a deal has only { $max } turns to declare
bezique-declare-copies = { $declaration } once more than { $packs } packs ({ $cards } cards) allow: at most { $max }, since a card serves once in each kind of combination
bezique-declare-copies-card = { $declaration } would need { $need } copies of { $card } on the players' tables at once, and { $packs } packs hold { $copies }: a card serves again only for the player who holds it
bezique-in-declaration = declaration { $number }: { $text }
bezique-trump-repeat = { $suit } was trump in the last deal and may not be trump again in this one
bezique-trump-not-yet = { $declaration } depends on trump, and no marriage or sequence has fixed it yet
bezique-dix-no-turned-card = { $variant } turns no card for trump: the seven of trumps scores nothing
bezique-carte-blanche-after-court = { $player } has shown a king, queen or jack: no more carte blanche this deal
bezique-brisks-missing = give the brisks ({ $brisks }) or every trick ({ $play })
bezique-brisks-twice = { $player }'s brisks are given twice
bezique-brisks-range = { $player }: { $brisks } brisks; a player has 0 to { $max }
bezique-brisks-sum = the brisks add up to { $sum }, but { $packs } packs hold { $want } aces and tens in play{ $out ->
    [0] {""}
   *[other] {" "}({ $out } out of play)
}
bezique-brisks-six-pack = six-pack Bezique scores no cards won in tricks: leave the brisks out
bezique-last-missing = name the player who took the last trick ({ $field })
bezique-cut-both = give the cut once: as cut or as the cut flags
bezique-cut-variant = the cut scores only in six-pack Bezique, not in { $variant }
bezique-disagree = the { $what ->
    [turned] turned card is
    [declarations] declarations are
    [brisks] brisks are
   *[last-trick] last trick's winner is
} { $quick } in quick entry but { $full } in the tricks

bezique-irregular-format = "{ $kind }" is not an irregularity of the book; they are { $kinds }
bezique-irregular-player = { $kind } names the player (kind:PLAYER)
bezique-irregular-card = { $kind } names its card or cards
bezique-irregular-choice = too-many names the choice: redeal or skip-draw
bezique-irregular-field = { $kind } takes no { $field }
bezique-irregular-alone = { $kind } means a new deal or a void one: the record holds nothing else
bezique-irregular-wrong-count = wrong number of cards after the deal
bezique-irregular-exposed-card = a card exposed in dealing
bezique-irregular-too-many = too many cards in a hand
bezique-irregular-short-hand = a short hand after the draw
bezique-irregular-peek = a peek at the stock
bezique-irregular-odd-card = an odd last stock card
bezique-irregular-incomplete-pack = an incomplete pack
bezique-irregular-cards-found = missing cards found
bezique-note-redeal = { $why }: { $dealer } deals again
bezique-note-void = an incomplete pack: the deal is void
bezique-note-skip-draw = { $player } held too many cards and skipped a draw
bezique-note-peek = { $player } saw a stock card; the opponent chose at his next draw
bezique-note-odd-card = { $card }, the odd last stock card, was not played
bezique-note-cards-found = { $cards } were missing and found: the deal stands without them
bezique-note-short-hand = { $player } was short after the draw

bezique-summary = { $dealer } deals, { $suit } trump
bezique-summary-no-trump = { $dealer } deals, no trump fixed
bezique-summary-redeal = { $dealer } deals again
bezique-summary-void = void deal
bezique-annotation-raw = { $points } pts
bezique-annotation-game = game
bezique-next = deal { $deal }: { $dealer } deals, { $leader } leads{ $trump }
bezique-next-trump = ; { $suit } may not be trump

bezique-step-turned = { $card } is turned: { $suit } is trump
bezique-step-turned-dix = { $player } deals and turns a seven: 10
bezique-step-trump-fixed = { $player }'s first marriage fixes trump: { $suit }
bezique-step-declared = { $player }: { $declaration }, { $points }
bezique-step-brisks = { $player }: { $brisks ->
    [one] 1 brisk
   *[other] { $brisks } brisks
} × 10 = { $points }
bezique-step-last-trick = { $player } takes the last trick: { $points }
bezique-step-cut-exact = { $player } cut exactly 24 cards: 250
bezique-step-cut-guessed = { $player } guessed the number cut: 150
bezique-step-short-hand = { $player } scores { $points }: { $offender } was short after the draw
bezique-step-rubicon-under = { $winner } wins the deal { $won } to { $lost }; { $loser } is under the rubicon of { $rubicon }: { $won } + { $lost } + { $bonus } = { $result }
bezique-step-rubicon-over = { $winner } wins the deal { $won } to { $lost }; { $loser } reached the rubicon of { $rubicon }: { $won } − { $lost } + { $bonus } = { $result }
bezique-step-rounded = { $winner } writes { $raw } rounded to the nearest 100: { $rounded }
bezique-step-drawn = both made { $points }: the game is drawn, nobody scores
bezique-step-game-won = { $side } wins this deal's game
bezique-step-target = { $side } reaches { $total } of { $target } and wins
bezique-step-games = the last game is played: { $side } wins with { $total }
bezique-step-tie = { $sides } are equal at { $total }: play on
bezique-step-redeal = { $why }: nothing scores, { $dealer } deals again
bezique-step-void = an incomplete pack found before the result was agreed: the deal of { $dealer } is void and passes on

bezique-penalty-points = a Bezique penalty gives its points (not 0, up to 5000 either way): --points
bezique-penalty-note = { $side } { $points }: { $reason }
bezique-penalty-summary = penalty: { $reason }
bezique-play-format = the play record cannot be read: { $error }
