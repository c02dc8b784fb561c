# Bezique's full entry: the referee of a play record (tricks, declarations with their cards, draws).

rule-bezique-play-trick-size = each trick has one card from each player
rule-bezique-play-not-in-deck = only cards of the packs, 7 to ace, are played
rule-bezique-play-duplicate-card = each card is played as often as the packs hold it (two of each with two packs)
rule-bezique-play-card-count = every card of the deck is played, less the cards an irregularity took out of play
rule-bezique-play-out-of-turn = the player after the dealer leads first, then each trick's winner; the others play clockwise
rule-bezique-play-follow-suit = in the late stage a player follows suit if he can
rule-bezique-play-trump = in the late stage a player void in the suit led plays a trump if he can
rule-bezique-play-win = in the late stage a player wins the trick if he can: beats the card led (three or four players: the best card so far, even a partner's)
rule-bezique-play-held = with every draw recorded, each card is played by the player who holds it at that moment
rule-bezique-play-draws = draws are given after every stock trick or after none: one card each, winner first, the turned card last
rule-bezique-play-hands = the hands as dealt are the cards the tricks and draws prove each player was dealt
rule-bezique-declare-cards = a declaration shows exactly the cards of its kind: K Q of a suit, A 10 K Q J of a suit, the bezique pairs, four of a rank, the seven of trumps
rule-bezique-declare-turn = only the winner of a trick declares, after that trick and before drawing (his partner after a pass); a dix needs no trick
rule-bezique-declare-one-per-turn = one declaration in a turn; dixes besides
rule-bezique-declare-held = the cards of a declaration come from its player's hand or table (partnerships: also the partner's table)
rule-bezique-declare-reuse = a card serves once in each kind of combination (a sequence counts as its marriage, a double bezique as a bezique); six-pack: again once a card it was melded with is played
rule-bezique-declare-partner = a partner's cards on the table do not complete a combination he could have declared from his own table
rule-bezique-declare-one-hand = a double or triple bezique comes from one hand, without the partner's cards
rule-bezique-declare-late = who draws the last face-down card of the stock declares no more; six-pack: no declaration after the last two stock cards are drawn
rule-bezique-dix-exchange = only a trick's winner exchanges a seven of trumps that has not scored for the turned card, once, while the turned card is under the stock
rule-bezique-carte-blanche-hand = carte blanche shows the whole hand dealt, without a king, queen or jack; again at a draw (recorded) that is no king, queen or jack

## Where a problem is

bezique-play-at = { $place }: { $text }
bezique-play-place-record = the play record
bezique-play-place-deal = at the deal
bezique-play-place-trick = trick { $trick }
bezique-play-place-show = declaration { $number } at the deal
bezique-play-place-hands = the hands as dealt

## The form of the record

bezique-play-shape = a play record is an object with "tricks" (and "turned", "hands", "show"), or the text form: one line per trick
bezique-play-unknown-field = { $place }: no field "{ $field }"; the fields are { $known }
bezique-play-text-type = { $place }: "{ $field }" is text
bezique-play-bool-type = { $place }: "{ $field }" is true or false
bezique-play-cards-type = { $place }: "{ $field }" is cards, as "AS 10S" or ["AS", "10S"]
bezique-play-declare-type = { $place }: a declaration is an object with "kind", "cards" and, if need be, "player"
bezique-play-kind-missing = { $place }: a declaration names its "kind"
bezique-play-hands-type = "hands" gives each player's cards by name: {"{"}"Аня": "AS 10S …"{"}"}
bezique-play-hands-text = the hands are written NAME=CARDS ; NAME=CARDS, not "{ $text }"
bezique-play-hand-twice = { $player }'s hand is given twice
bezique-play-twice = "{ $field }" is given twice
bezique-play-tricks-missing = a play record gives its "tricks", a list
bezique-play-trick-type = { $place }: a trick is its cards ("AS 7S") or an object with "cards"
bezique-play-segment = trick { $trick }: "{ $segment }" is not a part of a trick line; after the cards come exchange, pass, declare [PLAYER] KIND CARDS and draw CARDS, separated by |
bezique-play-too-long = a play record of more than { $max } cards is not a deal
bezique-play-show-player = a declaration at the deal names its "player"
bezique-play-seats = { $variant } is played by a different number of players than { $players }
bezique-play-out-of-turn-required = it was { $player }'s turn

## The draws and the hands

bezique-draws-late = the stock is exhausted before the last { $tricks } tricks: nothing is drawn after them
bezique-draws-partial = draws are given after { $given } of the { $stock } stock tricks; give them after every one or after none
bezique-draws-count = { $cards } cards drawn; each of the { $players } players draws one (a player who skips a draw or makes good a short hand: one fewer or one more)
bezique-draws-turned = the last card drawn is { $card }, but the last card of the stock is the turned card, { $turned }
bezique-draws-unplayed = { $player } receives { $card } but never plays it
bezique-hands-count = { $player } is dealt { $cards } cards; a hand is { $hand }
bezique-hands-differ = { $player }'s hand as given is not what the tricks and draws prove he was dealt ({ $card })
bezique-hands-not-played = { $player } is dealt { $card } but never plays it
bezique-play-not-held = { $player } plays { $card } without holding it{ $when }
bezique-play-drawn-later = {" "}(it is drawn after trick { $trick })

## The late stage

bezique-play-win-context = on { $best }, the best card of the trick
bezique-play-win-required = in the last { $tricks } tricks a player who can win the trick must

## Declarations

bezique-declare-cards = { $kind } with { $cards }: it shows { $shape }
bezique-shape-marriage = the king and queen of one suit
bezique-shape-sequence = A, 10, K, Q and J of one suit
bezique-shape-four = four aces, kings, queens or jacks (six-pack: also four trumps of one rank, tens too)
bezique-shape-dix = the seven of trumps, { $card }
bezique-shape-carte-blanche = the cards of the hand
bezique-shape-bezique = { $pairs ->
    [one] { $queen } and { $jack }
   *[other] { $pairs } × { $queen } and { $pairs } × { $jack }
}
bezique-declare-turn = { $player } declares { $declaration }, but { $winner } won the trick: only the winner declares
bezique-declare-turn-passed = { $player } declares { $declaration }, but { $winner } passed the right to declare to { $partner }
bezique-declare-turn-deal = { $player } declares { $declaration } before any trick: at the deal only carte blanche or a dix
bezique-declare-pass = only partners pass the right to declare (four players in teams)
bezique-declare-one-per-turn = { $player } declares { $first } and { $second } in one turn: one declaration a turn, dixes besides
bezique-declare-late = { $player } drew the last face-down card of the stock and declares no more ({ $declaration })
bezique-declare-late-six-pack = { $declaration }: no declaration counts after the last two stock cards are drawn, in the last { $tricks } tricks
bezique-declare-not-held = { $player } declares { $declaration } with { $card }, which is neither in his hand nor on the table
bezique-declare-not-played = { $player } declares { $declaration } with { $card } from his hand, but does not play it later
bezique-declare-table-full = { $player } would have { $cards } cards face up; a hand holds { $hand }
bezique-declare-reuse = { $player } declares { $declaration } with { $card }, which has served in that kind of combination already
bezique-declare-reuse-remeld = { $player } declares { $declaration } with { $card }, which has served in that kind of combination already and none of the cards it was melded with has been played
bezique-declare-two-beziques = { $player } declares { $declaration } with the cards of two beziques already declared: a bigger bezique builds up one of them
bezique-declare-partner = { $player } declares { $declaration } with { $partner }'s cards on the table, which made it complete: { $partner } could have declared it
bezique-declare-one-hand = { $player } declares { $declaration } with his partner's cards: a double or triple bezique scores only from one hand

## The dix and carte blanche

bezique-dix-scored = { $player } declares the dix with { $card }, which has scored already
bezique-dix-not-held = { $player } declares the dix without { $card }
bezique-dix-exchange-twice = the turned card has been exchanged already
bezique-dix-exchange-late = the stock is exhausted: the turned card { $card } has been drawn
bezique-dix-exchange-drawn = the turned card { $card } is drawn last as it was turned: no seven was exchanged for it
bezique-dix-exchange-no-seven = { $player } exchanges without a { $card } that has not scored
bezique-carte-blanche-court = { $player } shows carte blanche with { $card }: no king, queen or jack
bezique-carte-blanche-count = { $player } shows carte blanche with { $cards } cards; the whole hand, { $hand }, is shown
bezique-carte-blanche-not-dealt = { $player } shows carte blanche with { $card }, which is not in the hand dealt
bezique-carte-blanche-draws = carte blanche at a draw needs every draw recorded
bezique-carte-blanche-drawn = { $player } draws { $card }: no more carte blanche
bezique-carte-blanche-none = { $player } has no carte blanche to show at this draw (none at the deal, a king, queen or jack drawn since, or nothing drawn)
bezique-carte-blanche-shown = { $player } shows { $shown } at the draw, but drew { $drawn }
