# Bridge: a board entered in full — the hands, the auction, the play, revokes and claims.

option-bridge-revokes = laws (default: a revoke found in the play transfers tricks by Law 64 of the Laws of Duplicate Bridge) or none (revokes are shown, the tricks stand as played)

play-not-held = — a card not in his hand
play-not-held-required = a player plays only a card he holds

bridge-deal-hands-format = The deal { $given } is not a PBN deal string: a seat, a colon, then four hands clockwise, each ♠.♥.♦.♣ (e.g. N:AKQ2.K54.T98.AJ3 …), - for a void.
bridge-deal-hands-count = The deal { $given } has { $hands } hands; a PBN deal string gives all four.
bridge-deal-hands-twice = The deal gives { $card } twice; the 52 cards are each dealt once.
bridge-deal-hands-size = The deal gives { $seat } { $cards } cards; every hand has 13.

bridge-auction-call = { $given } is not a call: a bid 1C–7NT, P (pass), X (double) or XX (redouble).
bridge-auction-at = Call { $number } ({ $player }: { $call }): { $text }
bridge-auction-insufficient = a bid must be higher than the last bid, { $last }.
bridge-auction-double = a double is only of an opponent's last bid that is not yet doubled.
bridge-auction-redouble = a redouble is only of an opponent's double of one's own side's bid.
bridge-auction-after-end = the auction had already ended (three passes after a call, or four passes).
bridge-auction-unfinished = The auction of { $calls } calls has not ended: it ends with three passes after a call, or with four passes.
bridge-auction-disagree = The record says { $written } but the auction gives { $auction }.

bridge-play-format = The play record is not readable: { $error }
bridge-play-header = The record gives `{ $field }` twice with different values ({ $given }).
bridge-play-passed-out = A board passed out has no play.
bridge-play-needs-deal = The play has { $cards } cards and stops before the end: the hands must be given (`deal`, a PBN deal string) to rule the rest.
bridge-play-unfinished = The play has { $cards } cards; without a claim it has all 52.
bridge-play-opening-lead = Trick 1: { $player } led, but the opening lead is by declarer's left-hand opponent, { $leader }.
bridge-play-lead-out-of-turn = Trick { $trick }: { $player } led, but the lead is by the winner of the last trick, { $leader }.
bridge-play-out-of-turn = Trick { $trick }: { $player } played out of turn; it was { $turn }'s turn.
bridge-play-disagree = The record says declarer took { $written } tricks, but the play refereed gives { $played }.
bridge-play-card = { $player } { $card }

bridge-claim-format = The claim { $given } is not readable: who claims, how many of the remaining tricks, and optionally agreed or contested (e.g. S 3 agreed).
bridge-claim-too-many = The claim is of { $claimed } tricks, but only { $remaining } remain.

bridge-step-auction = Auction from { $dealer }: { $calls } — { $result }
bridge-step-auction-contract = { $contract } by { $declarer }, { $dummy } is dummy
bridge-step-auction-passed = passed out
bridge-step-revoke = Trick { $trick }: { $player } revoked, playing { $card } on a { $led } lead{ $held }
bridge-step-revoke-held = {" "}while holding { $card } (played at trick { $trick })
bridge-step-revoke-transfer = Law { $clause } of the Laws of Duplicate Bridge: { $tricks ->
    [one] one trick goes
   *[other] { $tricks } tricks go
} from { $side } to { $to }
bridge-step-revoke-none = Law { $clause } of the Laws of Duplicate Bridge: no tricks transferred
bridge-step-revoke-equity = The Director may still adjust the score for equity (Law 64C of the Laws of Duplicate Bridge)
bridge-step-claim = { $player } claims { $claimed } of the { $remaining } remaining tricks: { $worst } whatever anyone plays, { $dd } double dummy, { $best } at most — { $verdict ->
    [stands] the claim stands
    [concession-void] the claim stands and conceding the rest is void: the side takes { $awarded }
    [agreed] the claim fails, but the other side agreed to it: { $awarded }
   *[fails] the claim fails and was contested: the side takes { $awarded }
}
bridge-step-claim-line = The line stated: { $line }
bridge-step-claim-other-void = The other side conceded tricks the claimer could not take by any legal play: at most { $best }
bridge-step-claim-beat-first = A defence that beats the claim — trick { $trick }: { $plays }
bridge-step-claim-beat = {"    "}trick { $trick }: { $plays }

rule-bridge-deal-hands = the hands are a PBN deal string: 52 different cards, 13 in each hand
rule-bridge-auction-call = a call is a bid 1C–7NT, pass, double or redouble
rule-bridge-auction-insufficient = a bid names more tricks, or as many in a higher strain, than the last bid (Law 18)
rule-bridge-auction-double = a double is only of an opponent's last bid, not yet doubled (Law 19)
rule-bridge-auction-redouble = a redouble is only of an opponent's double of one's own side's bid (Law 19)
rule-bridge-auction-unfinished = the auction ends with three passes after a call, or with four passes (Law 22)
rule-bridge-auction-after-end = no call is made after the auction has ended
rule-bridge-auction-disagree = the contract and declarer written beside the auction are those it gives
rule-bridge-play-format = the play record is a list of tricks or its text form
rule-bridge-play-trick-size = every trick but a claimed last one has four cards
rule-bridge-play-opening-lead = declarer's left-hand opponent makes the opening lead (Law 41)
rule-bridge-play-out-of-turn = the winner of a trick leads to the next, and the others play in turn clockwise
rule-bridge-play-not-held = each card is in the hand of the player whose turn it is
rule-bridge-play-duplicate-card = no card is played twice
rule-bridge-play-card-count = a play without a claim has all 52 cards
rule-bridge-play-not-in-deck = every card is one of the 52
rule-bridge-play-first-leader = the play starts with a seat at the table
rule-bridge-play-needs-deal = a play that stops before the end needs the hands
rule-bridge-play-passed-out = a board passed out has no play
rule-bridge-play-revoke = a player who holds the suit led follows suit (Law 44); a revoke found after the play is settled by Law 64
rule-bridge-play-disagree = the tricks written beside the play are those it gives
rule-bridge-revoke-transfer = a revoke transfers one or two tricks of the offending side's (Law 64A)
rule-bridge-revoke-no-transfer = no automatic transfer: Law 64B, or the option revokes=none
rule-bridge-claim-format = a claim names who claims and how many of the remaining tricks
rule-bridge-claim-too-many = a claim is of no more tricks than remain
rule-bridge-claim-stands = a claim stands when the claiming side takes those tricks whatever anyone plays (Law 69–70)
rule-bridge-claim-concession-void = conceding a trick that cannot be lost by any legal play is void (Law 71)
rule-bridge-claim-agreed = a claim the other side agreed to stands as agreed, up to what any legal play could give
rule-bridge-claim-fails = a contested claim that can be beaten: every doubtful point goes against the claimer (Law 70)

cli-about-claim = Rule a bridge claim or concession on the cards still held, without recording anything.
cli-arg-claim-file = A board entered in full (JSON deal record or the text form), - for standard input.
cli-arg-claim-by = Who claims (a seat: N, E, S, W), when the file has no claim.
cli-arg-claim-tricks = How many of the remaining tricks the claim is of.
cli-arg-claim-agreed = The other side agreed to the claim.
claim-hands = Cards still held:
claim-hand = { $seat }: { $cards }
claim-numbers = Whatever anyone plays: { $worst }; double dummy: { $dd }; at most: { $best }
claim-ruling = Ruling: { $text } [{ $rule }]
claim-missing = The file has no claim: give --by and --tricks.
