# Terz: names, quick-entry flags, options, rule ids and the sheet's words.

game-terz = Terz
game-terz-aliases = terz, терц

rule-terz-deal-format = a deal record has only the documented fields
rule-terz-deal-dealer = the taker of the last trick deals the next deal (the first dealer is chosen by lot)
rule-terz-tricks-sum = the tricks won add up to 16
rule-terz-points-range = card points are 0 to 150, none without a trick, 150 with every trick, at least 10 with the last trick
rule-terz-points-sum = both players' card points add up to 150
rule-terz-last-trick = a deal names who took the last trick (10 points; that player deals next)
rule-terz-declare-format = a combination is PLAYER:four:RANK, PLAYER:LOW-HIGH (a sequence) or PLAYER:CARDS
rule-terz-declare-cards = combinations: four jacks, aces, kings or queens; three to eight cards of a suit in sequence; each card in one player's hand
rule-terz-declare-turn = a combination is declared before the declarer's own lead; the marriage before any lead, the opponent's included
rule-terz-declare-late = a combination is declared with nine cards in hand: up to the first trick after the talon is gone
rule-terz-declare-held = combinations are declared with cards in hand; one declared with a card not held is a false announcement
rule-terz-combination-best = only the holder of the best combination scores (four jacks 200; four aces, kings, queens 100; 8, 7, 6 or 5 in sequence 100; 4 in sequence 50; 3 «терц» 20); equal sequences: the trump one, then the one declared first
rule-terz-marriage = the marriage (trump king and queen) scores 20, neither beating nor beaten
rule-terz-score-count = the player with fewer tricks counts the card points in them; the other writes 150 less that
rule-terz-score-rounding = deal scores are rounded to tens, a 5 rounding down (45 → 40, 46 → 50)
rule-terz-game-target = the first to 500 (501 when tricks are counted) wins; both at once: the taker of the last trick
rule-terz-game-next-dealer = the taker of the last trick deals next
rule-terz-entry-disagree = quick and full entry agree
rule-terz-penalty = a penalty agreed by the table is written to the player
rule-terz-penalty-points = a penalty of the table's own gives its points, up to 5000 either way
rule-terz-penalty-false-announcement = a false announcement: the opponent writes its value, the offender «сто в гору» (needs 100 more to finish)
rule-terz-penalty-out-of-turn = a card drawn out of turn («чужой подъём») loses the game
rule-terz-penalty-extra-card = a card too many in hand loses the game
rule-terz-penalty-miscount = points miscounted or miswritten are taken off the offender and given to the opponent
rule-terz-option-unknown = only documented options
rule-terz-option-value = option values of the right type and range
rule-terz-snapshot = a stored state of the match that a replay of this match could have left
rule-terz-play-format = a play record has only the documented fields and keywords
rule-terz-play-trick-size = a trick is two cards
rule-terz-play-turned = a play record names the card turned for trump
rule-terz-play-not-in-deck = only the 32 cards 7–A are played
rule-terz-play-duplicate-card = each card is played once
rule-terz-play-card-count = a deal is 16 tricks: every card is played
rule-terz-play-out-of-turn = the dealer's opponent leads first, then each trick's winner
rule-terz-play-hands = nine cards dealt to each player, each played by the player it was dealt to
rule-terz-play-held = a card is played only once its player holds it
rule-terz-play-follow-suit = the second card follows suit from the first trick on (option talon_play=free: only once the talon is gone)
rule-terz-play-trump = without the suit led the second card is a trump if there is one, from the first trick on (option talon_play=free: only once the talon is gone)
rule-terz-play-beat = once the talon is gone, the opponent's card must be beaten when possible (the jack of trumps only at its holder's wish)
rule-terz-talon-break = after the first trick its loser breaks the talon and draws first; the winner draws nothing until it is broken
rule-terz-talon-draw = after each trick while the talon lasts both players draw one card, the winner first
rule-terz-talon-last = the turned trump (or the seven exchanged for it) is the last card of the talon, drawn by the loser of the seventh trick
rule-terz-exchange-late = the trump seven is exchanged for the turned card only while more than two cards remain in the talon
rule-terz-exchange-held = only the holder of the trump seven exchanges it, once

flag-terz-won = Terz: tricks each player won, e.g. Аня=7,Борис=9
flag-terz-points = Terz: card points (last trick included) of one player or both, e.g. Аня=62
flag-terz-last = Terz: the player who took the last trick
flag-terz-trump = Terz: the trump suit (needed only to tell equal combinations apart)
flag-terz-declare = Terz: a combination declared, in order: Аня:four:J, Борис:10H-KH or Аня:QS KS AS (repeat)
flag-terz-marriage = Terz: the player who declared the marriage of trumps
flag-terz-false-announcement = Terz: a false announcement and its value, e.g. Борис=50
flag-terz-miscount = Terz: points a player miscounted or miswrote, e.g. Аня=20
flag-terz-out-of-turn = Terz: the player who drew out of turn (loses the game)
flag-terz-extra-card = Terz: the player found with a card too many (loses the game)

option-terz-target = the total that wins: 500, or 501 where the table counts the tricks
option-terz-uphill = «сто в гору»: what a false announcement adds to its maker's need (100)
option-terz-rounding = round deal scores to tens, a 5 down (true) or keep them exact (false)
option-terz-free_jack = the jack of trumps is never forced out by the duty to follow, trump or beat (true)
option-terz-talon_play = while the talon lasts: follow suit, without it trump (follow, the book) or any card (free, a table's custom, not the book's); a match recorded before this option keeps free

terz-teams = Terz is played by two players, one against the other
terz-option-range = option { $option } is { $value }; it must be 1 to { $max }
terz-option-stored = the stored options cannot be read: { $error }
terz-deal-format = the deal record cannot be read: { $error }
terz-deal-dealer = { $given } is named the dealer, but { $dealer } took the last trick and deals
terz-forfeit-both = one player loses the game: give --out-of-turn or --extra-card, not both
terz-forfeit-alone = { $player } lost the game: the deal records nothing else
terz-forfeit-points = a lost game carries no points
terz-forfeit = { $why ->
    [out-of-turn] { $player } drew out of turn and loses the game; { $other } wins
   *[other] { $player } held a card too many and loses the game; { $other } wins
}
terz-tricks-sum = tricks { $a } and { $b } do not add up to { $tricks }
terz-tricks-missing = the tricks each player won are missing: { $field }
terz-last-trick-missing = who took the last trick is missing: { $field }
terz-last-trick-none = { $player } is said to have taken the last trick but won no trick
terz-points-range = { $player }'s { $points } card points are out of range 0–{ $max }
terz-points-sum = card points { $a } and { $b } do not add up to { $total }
terz-points-missing = the card points are missing: { $field }
terz-points-tricks = { $player } cannot have { $points } card points with { $tricks } tricks
terz-declare-format = cannot read the combination «{ $text }»: write PLAYER:four:J, PLAYER:10H-KH or PLAYER:QS KS AS
terz-declare-not-combination = { $cards } is not a combination: four jacks, aces, kings or queens, or three to eight cards of a suit in sequence
terz-declare-twice = the same combination is declared twice
terz-declare-shared = { $first } and { $second } share a card: one deck has no such hands
terz-declare-marriage-shared = the marriage is { $player }'s, but the other player's combination holds the king or queen of trumps
terz-declare-turn = { $player } may declare a combination only before leading to a trick
terz-declare-late = { $player } declares a combination too late: only with nine cards in hand
terz-combination-tie = { $first } and { $second } are equal: name the trump (--trump) to tell which is better
terz-four = four { $rank ->
    [J] jacks
    [A] aces
    [K] kings
   *[Q] queens
}
terz-sequence = { $len ->
    [3] «терц»
    [4] fifty
   *[other] hundred, { $len }
} to { $top }
terz-entry-disagree = the quick entry disagrees with the play record: { $field }
terz-false-value = { $player }'s false announcement of { $value } is no combination's value (20, 50, 100 or 200)
terz-miscount-value = { $player }'s miscount of { $value } must be 1 to { $max }
terz-penalty-points = a penalty of the table's own gives its points (not 0, up to 5000 either way): --points
terz-penalty-note = { $player } { $points }: { $reason }
terz-penalty-summary = penalty: { $reason }
terz-note-false = { $player }: false announcement of { $value }, «сто в гору» — needs { $need }
terz-note-miscount = { $player } miscounted { $points }: they go to the opponent
terz-annotation-needs = needs { $need }
terz-summary = { $dealer } deals, tricks { $won }
terz-summary-forfeit = { $dealer } deals, game lost
terz-next = deal { $deal }: { $dealer } deals, { $leader } leads
terz-next-lot = deal { $deal }: the dealer is chosen by lot (--dealer)
terz-step-count = { $player } took fewer tricks ({ $tricks }) and counts { $points }; { $other } writes { $rest }
terz-step-rounding = rounded to tens, a 5 down: { $player } { $points } → { $written }, { $other } { $rest }
terz-step-combination = { $player }: { $combination } { $points }
terz-step-combination-beaten = { $player }: { $combination } does not score, { $best } holds the best combination
terz-step-marriage = { $player }: marriage { $points }
terz-step-false = { $player } announced falsely: { $other } writes { $value }; { $player } needs { $uphill } more to finish
terz-step-false-declared = trick { $trick }: { $player } declared { $cards } without holding { $card } — a false announcement of { $value }
terz-step-miscount = { $player } miscounted { $points }: taken off { $player } and given to { $other }
terz-step-next-dealer = { $player } took the last trick and deals next
terz-step-won = { $player } reaches { $total } of the { $need } needed and wins
terz-play-shape = a play record is the text form or an object with turned, hands and tricks
terz-play-field = the play record's { $field } cannot be read
terz-play-twice = the play record gives { $field } twice
terz-play-hands-form = the hands are PLAYER=CARDS; PLAYER=CARDS, not «{ $text }»
terz-play-declare-form = a declaration is «declare PLAYER CARDS»
terz-play-exchange-form = an exchange is «exchange PLAYER»
terz-play-draw-form = the draws after a trick are «draw CARD CARD», once
terz-play-keyword = «{ $word }» is none of declare, exchange, draw
terz-play-turned-missing = the play record does not name the turned card (turned: 9H)
terz-play-turned-deck = the turned card { $card } is not in the 32-card deck
terz-play-tricks = the record has { $tricks } tricks; a deal is { $need }
terz-play-turn-required = it was { $player }'s turn
terz-play-dealt = { $player } would have been dealt { $cards } cards; the deal gives nine
terz-play-dealt-to = although it was dealt to { $player }
terz-play-hand-card = { $player }'s hand as dealt cannot hold { $card } (not in the deck, twice, in the other hand, or the turned card)
terz-play-hands-draws = { $player }'s hand as given is not what the draws and { $player }'s plays leave
terz-play-held-required = a card is played only from the hand
terz-play-not-yet = before it could be in hand (it came from the talon after trick { $trick })
terz-play-on-card = on { $led }
terz-play-beat-required = once the talon is gone the opponent's card must be beaten when the player can
terz-talon-break = the loser of the first trick, { $loser }, breaks the talon and draws first; { $winner } draws nothing until it is broken
terz-talon-draw-order = the winner of the trick, { $winner }, draws first
terz-talon-draws-every = the draws are written after each of the first seven tricks or after none
terz-talon-draws-over = the talon is gone after trick { $tricks }: nothing more is drawn
terz-talon-draw-twice = { $card } is drawn twice, or the turned card is drawn after it was exchanged
terz-talon-draw-played = { $player } drew { $card }, but { $other } played it (trick { $trick })
terz-talon-last-draw = the last card drawn is { $card }, the turned trump or the seven exchanged for it, and it is drawn last
terz-talon-last = although the last card of the talon goes to { $drawer } after trick { $trick }
terz-talon-last-required = the turned trump (or the seven exchanged for it) is drawn last, by the loser of the seventh trick
terz-talon-draw-soon = too soon: it is that player's card number { $number } from the talon, one drawn after each trick
terz-talon-draw-required = each player draws one card after each trick while the talon lasts
terz-exchange-late = with { $talon } cards left in the talon
terz-exchange-late-required = the trump seven is exchanged only while more than two cards remain in the talon
terz-exchange-held = for { $turned } without holding the seven of trumps, or a second time
terz-exchange-held-required = only the holder of the trump seven exchanges it for the turned card, once, and then holds that card
