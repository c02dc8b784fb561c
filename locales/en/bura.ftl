# Bura: names, quick-entry flags, options, rule ids and the referee's messages.

game-bura = Bura
game-bura-aliases = bura, бура
flag-bura-stopper = Bura: who stopped the deal on his turn, announcing 31 in his tricks, e.g. --stopper Аня
flag-bura-claim = Bura: the points the stopper announced (31 unless he said more), e.g. --claim 33
flag-bura-points = Bura: card points in a player's tricks, the stopper's counted, e.g. --points Аня=35
flag-bura-took = Bura: the cards of the stopper's tricks, counted for him, e.g. --took Аня=AS,10S,KH
flag-bura-bura = Bura: who showed three trumps («бура») and takes the bank outright
flag-bura-redeal = Bura: every card played and nobody stopped: no winner, the same dealer deals again
flag-bura-out-of-turn = Bura: who drew out of turn (loses the deal and pays the forfeit)
flag-bura-extra-card = Bura: who drew an extra card (loses the deal and pays the forfeit)
option-bura-ante = what each player puts in the bank at every deal (10)
option-bura-forfeit = what a player who drew out of turn or an extra card pays into the bank: bank (as much as it holds, as a wrong stop) or ante (one ante)
option-bura-exact = a stop is right only when the tricks count exactly the points announced (false: at least them)

rule-bura-deal-format = a deal record has only the documented fields
rule-bura-deal-dealer = the winner of a deal deals the next; after a deal nobody won the same dealer deals again
rule-bura-deal-outcome = a deal ends one way: a stop, a bura, a redeal, or a player's forfeit
rule-bura-money-ante = every deal opens with each player's ante into the bank
rule-bura-money-conserved = every gain is someone's loss: the balances and the bank add up to 0
rule-bura-stop-claim = a player stops the deal announcing 31 or more, no more than the pack's 120
rule-bura-stop-count = the stopper's tricks are counted against what he announced
rule-bura-stop-turn = a player stops the deal only on his own turn to lead
rule-bura-bank-win = a stop counted right takes the bank
rule-bura-bank-double = a stop counted wrong doubles the bank: the stopper pays in as much as it holds
rule-bura-bura = three trumps («бура») win the deal outright, whatever the points
rule-bura-redeal = nobody stopped when every card was played: no winner, the bank stays, the same dealer deals again
rule-bura-game-next-dealer = the winner deals next; the same dealer after a deal nobody won
rule-bura-points-range = card points from 0 to 120 a player, 120 in all
rule-bura-took-cards = the cards of the tricks are cards of the 36-card pack, each once
rule-bura-forfeit-out-of-turn = a player who draws out of turn loses the deal and pays the forfeit
rule-bura-forfeit-extra-card = a player who draws an extra card loses the deal and pays the forfeit
rule-bura-entry-disagree = quick entry and the full play agree
rule-bura-penalty = Bura's penalties are recorded with the deal (--out-of-turn, --extra-card)
rule-bura-option-unknown = only documented options
rule-bura-option-value = option values of the right type and range
rule-bura-snapshot = a match resumes only from a stored state of a Bura match with the same players
bura-snapshot = the stored state of this match is not the state of a Bura match with these players
rule-bura-play-format = a full play is the turned card, the hands, and one line a trick, seize or stop
rule-bura-play-turned = the turned card, whose suit is trumps, is given
rule-bura-play-hands = the hands are three cards each of the pack, the turned card not among them
rule-bura-play-not-in-deck = only the 36 cards 6–A are played
rule-bura-play-duplicate-card = every card is played once
rule-bura-play-trick-size = every player plays in every trick
rule-bura-play-lead-size = a lead is one, two or three cards, no more than a hand holds
rule-bura-play-lead-suit = the cards of a lead are of one suit
rule-bura-play-answer-size = every player plays as many cards as were led
rule-bura-play-out-of-turn = the players play in turn from the leader
rule-bura-play-held = a player plays only cards he holds
rule-bura-play-after-end = nothing is played after a stop, a bura, or the last card
rule-bura-play-unfinished = a deal goes on until a stop, a bura, or every card played
rule-bura-trick-take = to take a trick a player beats every card of the best cards so far, each by a card of his own (a higher card of its suit or a trump); otherwise they take it
rule-bura-draw-order = after a trick each player draws as many cards as he played, the taker first
rule-bura-draw-count = the players draw back to three while the stock serves everyone; then nobody draws
rule-bura-draw-last = the turned trump lies at the bottom of the stock and is the last card drawn
rule-bura-seize-cards = a combination is three cards: three of a suit («молодка»), three aces, or three trumps («бура»)
rule-bura-seize-held = a player shows only a combination he holds
rule-bura-seize-lead = a combination shown seizes the lead: the highest leads, equal ones the first in turn

bura-deal-format = the deal record is not a Bura deal: { $error }
bura-deal-dealer = { $given } is given as dealing, but { $dealer } deals this deal
bura-deal-outcome-many = a deal ends one way only: a stop, a bura, a redeal or a forfeit
bura-deal-outcome-none = how the deal ended is missing: give { $stopper }, { $bura }, { $redeal } or the full { $play }
bura-forfeit-alone = { $player } lost the deal by a forfeit: such a deal records nothing else
bura-claim-alone = points announced need the player who stopped ({ $stopper })
bura-stop-claim = { $player } announced { $claim }: a stop announces { $goal } to { $most } points
bura-stop-uncounted = { $player } stopped: the tricks are counted; give the points ({ $points }) or the cards of the tricks ({ $took })
bura-stop-turn = { $player } stopped, but it was { $due }'s turn to lead; a player stops only on his own turn
bura-points-range = { $player } is given { $points } card points; a player takes 0 to { $most }
bura-points-sum = the card points given add up to { $points }; the pack holds { $most }
bura-took-card = { $card } in { $player }'s tricks is not a card of the 36-card pack, or is given twice
bura-took-points = { $player } is given { $points } card points, but the cards of his tricks count { $counted }
bura-entry-disagree = { $field } does not agree with the full play; quick entry and the play must agree
bura-penalty = a penalty entry for { $player }: in Bura a player who drew out of turn or an extra card loses the deal; record it with the deal (--out-of-turn, --extra-card)

bura-play-shape = a full Bura play is text, or an object with turned, hands and tricks
bura-play-field = { $field } is not a field of a Bura play (turned, hands, tricks)
bura-play-twice = { $field } is given twice
bura-play-hands-form = a hand is NAME=cards: { $text }
bura-play-seize-form = a seize line is: seize PLAYER CARD CARD CARD
bura-play-stop-form = a stop line is: stop PLAYER [POINTS]
bura-play-forfeit-form = «{ $line }»: a forfeit line is out-of-turn PLAYER or extra-card PLAYER
bura-play-keyword = after | comes draw and what each player drew, not { $word }
bura-play-turned-missing = the turned card is missing (turned: CARD)
bura-play-not-in-pack = { $card } is not a card of the 36-card pack
bura-play-hands-all = the hand of { $player } is missing: give every hand or none
bura-play-hand-card = { $card } in { $player }'s hand is not in the pack, is the turned card, or is dealt twice
bura-play-hand-size = { $player } is dealt { $cards ->
    [one] one card
   *[other] { $cards } cards
}; every player is dealt { $hand }
bura-play-groups = the trick has { $groups } players' cards; all { $players } play in every trick
bura-play-lead-size = { $player } leads { $cards ->
    [one] one card
   *[other] { $cards } cards
}; a lead is 1 to { $most }
bura-play-lead-suit = { $player } leads { $cards }: a lead is of one suit
bura-play-answer-size = { $player } plays { $cards ->
    [one] one card
   *[other] { $cards } cards
} on a lead of { $led }; each player plays as many as were led
bura-play-turn = { $player } plays in { $due }'s place; players play in turn from the leader
bura-play-twice-card = { $card } was played already
bura-play-held = { $player } cannot hold it: { $why }
bura-held-other = { $card } is { $other }'s
bura-held-turned = { $card } is the turned trump, still under the stock
bura-held-not = { $card } is not in his hand
bura-held-played = { $card } was played already
bura-play-after-end = the deal was over: nothing comes after a stop, a bura or the last card
bura-play-unfinished = the record ends with { $cards } cards in every hand, but no stop or bura
bura-draw-short = the stock holds { $stock } cards, fewer than { $players } players × { $cards }: nobody draws and the hands are played out
bura-draw-groups = the draw has { $groups } players' cards; all { $players } draw
bura-draw-order = { $player } draws in { $due }'s place; after { $taker }'s trick the taker draws first, then in turn
bura-draw-size = { $player } draws { $cards ->
    [one] one card
   *[other] { $cards } cards
} after playing { $played }; each draws as many as he played
bura-draw-taken = { $player } draws { $card }, which is not in the stock
bura-draw-last = the turned trump { $card } is the last card of the stock, drawn last by { $player }
bura-seize-not-combination = { $player } shows { $cards }: not three of a suit, three aces or three trumps
bura-seize-short = { $player } holds { $cards } cards; a combination is three
bura-seize-held = { $player } shows a combination he cannot hold: { $why }
bura-seize-twice = { $player } shows a combination twice before one trick

bura-step-ante = { $players } players put { $ante } each in the bank: it holds { $bank }
bura-step-seize = trick { $trick }: { $player } seizes the lead with { $combination ->
    [molodka] «молодка», three of a suit
    [aces] three aces
   *[bura] «бура»
}
bura-took-item = { $player } { $tricks ->
    [one] 1 trick
   *[other] { $tricks } tricks
}, { $points } points
bura-step-tricks = tricks taken: { $took }
bura-step-count = { $player } announced { $claim }; the tricks count { $counted }: { $right ->
    [yes] right
   *[no] wrong
}{ $exact ->
    [yes] {" "}(exactly the points announced)
   *[no] {""}
}
bura-step-win = { $player } takes the bank of { $bank }
bura-step-double = { $player } stopped wrongly and pays { $paid } into the bank: it holds { $bank }
bura-step-bura = { $player } shows three trumps («бура») and takes the bank of { $bank }
bura-step-redeal = every card played and nobody stopped: no winner; the bank of { $bank } stays and { $dealer } deals again
bura-step-forfeit = { $player } { $why ->
    [out-of-turn] drew out of turn
   *[extra-card] drew an extra card
} and loses the deal: { $paid } into the bank, which holds { $bank }
bura-step-next-dealer = { $player } deals next
bura-summary-stop = { $dealer } deals; { $player } stops with { $counted }: { $right ->
    [yes] right
   *[no] wrong
}
bura-summary-bura = { $dealer } deals; { $player } shows three trumps
bura-summary-redeal = { $dealer } deals; nobody stops
bura-summary-forfeit = { $dealer } deals; { $player } { $why ->
    [out-of-turn] drew out of turn
   *[extra-card] drew an extra card
}
bura-next = deal { $deal }: { $dealer } deals, { $leader } leads; the bank holds { $bank }
bura-next-any = deal { $deal }: any player deals; the bank holds { $bank }
