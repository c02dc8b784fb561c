# Frap (shared with Khrap): names, quick-entry flags, options, rule ids and what the game says.

game-frap = Frap
game-frap-aliases = frap, фрап

rule-frap-score-ante = before the deal every player antes the agreed amount into the pot
rule-frap-score-redeal = after a new deal for three rounds of passes the pot already holds the stake: nobody antes
rule-frap-bid-format = a declaration is «фрап» (frap), «втемную» (blind frap), «вист» (vist) or «пас» (pass), with the player's name when written
rule-frap-bid-order = players declare in turn from the dealer's left; once someone frapped, everyone else in turn from the frapper's left
rule-frap-bid-vist-first = nobody may say «вист» before someone said «фрап»: until then it is «фрап» or «пас»
rule-frap-bid-second = one frap a deal: once it is said, everyone else (those who passed included) says «пас» or «вист»
rule-frap-bid-rounds = at most three bidding rounds, a new one only after everyone passed
rule-frap-bid-all-pass = everyone passed: everyone adds his ante again (the stake ×2, then ×3), a new trump is turned; after the third round (×4) the cards are dealt again
rule-frap-blind-frap = a blind frap («втемную») is a frap declared without looking at the cards: it needs a frap in the bidding
rule-frap-blind-none = a blind frapper with no trick pays the pot ×2 (option blind_none)
rule-frap-blind-one = a blind frapper with one trick pays the pot ×4 (option blind_one) and takes his quarter
rule-frap-blind-one-ace = a blind frapper with one trick, the turned card being the trump ace, pays the pot ×3 (option blind_one_ace)
rule-frap-blind-turned = a blind frapper with one trick: the turned card is recorded (--turned), since the trump ace costs less
rule-frap-cut = only a player who passed may cut («подрезка»), once, and then plays as a vist; the first cutter may take the turned trump
rule-frap-exchange-size = the frapper and the vists exchange at most the agreed number of cards (option exchange); the blind frapper takes the trump card instead
rule-frap-exchange-held = each card of the exchange is in one place: taken once, discarded from the hand (a cutter from the five he took), the turned trump only for the blind frapper or the first cutter; with the play, the cards kept are played and the discarded ones are not
rule-frap-exchange-cards = the exchange written card by card: as many taken as discarded; the blind frapper takes the turned trump and discards one; a cutter takes five and discards one; it agrees with the counts exchanged
rule-frap-exchange-stock = the stock left after the deal holds every card the exchange and the cuts take
rule-frap-play-leader = the first cutter leads the first trick, else the frapper; then the winner of each trick
rule-frap-play-turned = a play record names the turned trump card; only the blind frapper or the first cutter may hold it
rule-frap-play-hands = the hands after the exchange are the cards their players played
rule-frap-play-format = a play record has only tricks (and the turned card and hands as header lines)
rule-frap-play-not-playing = a player who passed and did not cut neither plays nor takes tricks
rule-frap-play-follow-suit = follow the led suit if able
rule-frap-play-trump = void in the led suit: play a trump if able
rule-frap-play-trick-size = each trick has one card from each player in the deal
rule-frap-play-card-count = four tricks: every card of the hands in play
rule-frap-play-duplicate-card = each card is played once
rule-frap-play-not-in-deck = only the pack's cards are played
rule-frap-play-out-of-turn = players play in turn from the trick's leader
rule-frap-score-trick = each trick takes a quarter of the pot
rule-frap-score-remainder = a quarter is rounded down: what does not divide stays in the pot
rule-frap-score-uncontested = a frapper alone in the deal takes the four tricks unplayed
rule-frap-score-short = a frapper with one trick adds the agreed amount to the pot (option short) and takes his quarter
rule-frap-score-none = a frapper with no trick pays double the pot
rule-frap-score-vist-none = a vist (or cutter) with no trick pays the pot
rule-frap-money-conserved = the balances and the pot always add up to 0: nothing is made or lost
rule-frap-deal-format = a deal record has only the documented fields
rule-frap-deal-dealer = the deal passes to the left
rule-frap-deal-won = tricks won are given (or every trick)
rule-frap-won-range = a player's tricks are 0 to 4
rule-frap-won-sum = the tricks of the players in the deal add up to 4
rule-frap-entry-disagree = quick entry and the tricks agree
rule-frap-penalty = a fine the table agrees is paid into the pot
rule-frap-penalty-points = a fine gives its amount as negative points
rule-frap-option-unknown = only documented options
rule-frap-option-value = option values of the right type, and a pack the number of players allows
rule-frap-snapshot = a stored state of the match that a replay of this match could have left
frap-snapshot = the stored state of this Frap match cannot be read or is not one this match can reach

flag-frap-bidding = one bidding round as declared, repeatable: --bidding "pass frap vist pass" or "Аня:пас, Борис:фрап, …"
flag-frap-cut = a player who passed and then cut («подрезка», Khrap's «разрез»), in the order declared: --cut Вера
flag-frap-turned = the trump card turned for the last bidding round, e.g. --turned AH
flag-frap-exchanged = cards each frapper or vist exchanged: --exchanged Аня=2,Борис=4
flag-frap-exchange = the cards of one player's exchange, DISCARDED > TAKEN: --exchange "Борис:7S 8S > AH KH" (a cutter: "KC > 9C 10C JC QC KC")
flag-frap-blind = the frap was declared blind («втемную»)

option-frap-ante = what every player antes into the pot before a deal (default 4: a quarter of the antes is always whole)
option-frap-exchange = cards a frapper or vist may exchange: 4 or 3
option-frap-short = what a frapper with one trick adds to the pot
option-frap-deck = the pack: 0 by the book (32 cards up to 4 players, 36 for 5–6, 52 for 7 and more), or 32, 36, 52
option-frap-blind_none = a blind frapper with no trick pays the pot this many times
option-frap-blind_one = a blind frapper with one trick pays the pot this many times
option-frap-blind_one_ace = the same, the turned card being the trump ace

frap-bid-words = frap, blind, vist, pass (фрап, втемную, вист, пас)
frap-word-frap = «фрап»
frap-word-blind = «фрап» blind
frap-word-khrap = «храп»
frap-word-vist = «вист»
frap-word-pass = «пас»
frap-word-razrez = «разрез»

frap-bid-word = round { $round }: "{ $word }" is not a declaration; the words are { $words }
frap-bid-turn = round { $round }: { $player } declared when it was { $due }'s turn
frap-bid-none = the deal needs its bidding: { $field } with one line per round, e.g. "pass frap vist pass"
frap-bid-too-many = { $rounds } bidding rounds are given, but { $game } has at most { $most }
frap-bid-missing = round { $round }: { $player } has not declared
frap-bid-vist-first = round { $round }: { $player } said «вист» before anyone frapped; until someone says { $frap } a player says it or «пас»
frap-bid-cut-first = round { $round }: { $player } said «разрез» before anyone declared khrap; «разрез» answers a khrap: until someone says { $frap } a player says it or «пас»
frap-bid-after-all-pass = round { $round }: everyone passed, so the round was over; { $player } { $call } comes too late
frap-bid-next-round = round { $round }: everyone passed, so a new trump was turned and round { $next } was bid; add it to { $field }
frap-bid-missing-after = round { $round }: after { $frapper }'s { $call } { $player } has not said «пас» or «вист»
frap-bid-second = round { $round }: { $player } said { $call } after { $frapper } had; once someone frapped, everyone else says «пас» or «вист»
frap-bid-over = round { $round }: everyone had declared after the frap, so the bidding was over; { $player } { $call } comes too late
frap-bid-after-frap = round { $round } ended the bidding with { $call }, but { $rounds } rounds are given

frap-field-strings = { $field } takes a text or a list of texts
frap-field-bool = { $field } takes true or false
frap-field-card = { $field } takes a card, e.g. "AH"
frap-field-counts = { $field } takes player → number of cards
frap-field-hands = { $field } takes player → cards, e.g. {"{"}"Аня": "AS KS 7H 8D"{"}"}
frap-field-twice = { $field } is given twice

frap-turned-deck = the turned card { $card } is not in the pack of { $cards }
frap-turned-missing = a deal recorded trick by trick names the trump card turned: { $field }
frap-turned-held = { $player } played the turned card { $card } in trick { $trick }; only the blind frapper or the first cutter takes it
frap-blind-no-frap = { $field } says the frap was blind, but nobody frapped
frap-blind-turned = { $player } frapped blind and took one trick; what he pays depends on whether the turned card was the trump ace: give it with { $field }
frap-all-pass-unplayed = everyone passed in all { $rounds } rounds, so the cards were dealt again and nothing was played; the deal has no { $what }

frap-cut-frapper = { $player } said { $call } and cannot cut; only a player who passed cuts
frap-cut-vist = { $player } said «вист» and cannot cut; only a player who passed cuts
frap-cut-twice = { $player } is named twice as cutting; a player cuts once
frap-exchange-blind = { $player } frapped blind: he takes the trump card and discards one instead of exchanging
frap-exchange-not = { $player } neither frapped nor said «вист», so he exchanged nothing (a cutter takes his cards by the cut)
frap-exchange-size = { $player } exchanged { $cards } cards, but at most { $most } are agreed
frap-stock = the stock holds { $stock } cards after the deal ({ $players } hands from { $cards } cards and the turned trumps), but the exchange takes { $exchanged } and the cuts { $cut }
frap-swap-deck = { $player }'s exchange: { $card } is not in the pack of { $cards } cards
frap-swap-blind = { $player } frapped blind: he takes the turned trump and discards one card, but the exchange writes { $taken } taken and { $discarded } discarded
frap-swap-uneven = { $player } took { $taken } and discarded { $discarded }: an exchange takes as many cards as it discards
frap-swap-cut = { $player } cut: a cutter takes { $takes } cards and discards { $discards }, but the exchange writes { $taken } taken and { $discarded } discarded
frap-swap-not = { $player } passed and did not cut: he takes no cards
frap-swap-twice = { $card } is twice in the exchange ({ $player }): each card comes from one place
frap-swap-cut-discard = { $player } cut and discarded { $card }, which is not among the cards he took: a cutter discards one of them
frap-swap-blind-turned = { $player } frapped blind: the card he takes is the turned trump { $card }
frap-swap-turned = { $player }'s exchange holds the turned trump { $card }: only the blind frapper or the first cutter takes it
frap-swap-unplayed = { $player } took { $card } and kept it, but did not play it
frap-swap-played = { $player } played { $card }, which is in { $owner }'s exchange: taken by another player or discarded
frap-swap-counts = { $player }: { $field } says { $cards } exchanged, the cards written say { $discarded }
frap-field-exchange = { $field } takes player → "DISCARDED > TAKEN", e.g. {"{"}"Борис": "7S 8S > AH KH"{"}"}, each player once

frap-alone-play = { $player } was alone in the deal and took the { $tricks } tricks unplayed; the deal has no play record or hands
frap-alone-won = { $player } was alone in the deal and took all { $tricks } tricks; nobody else takes any
frap-hands-no-play = the hands after the exchange are checked against the tricks: give the play too ({ $field })
frap-hands-twice = { $card } is given twice in the hands ({ $player })
frap-hands-unplayed = { $player }'s hand holds { $card }, which he did not play
frap-hands-not-held = { $player } played { $card }, which his hand does not hold

frap-step-ante = every player antes { $ante }: the pot holds { $pot }
frap-step-redeal = the cards were dealt again after everyone passed: the pot of { $pot } is played for, nobody antes
frap-step-all-pass = round { $round }: everyone passed; everyone adds { $ante } (the stake ×{ $times }), the pot holds { $pot }{ $last ->
    [yes] , and the cards are dealt again
   *[no] , and a new trump is turned
}
frap-step-lead = { $player } said { $call } and leads
frap-step-lead-cut = { $player } cut first and leads
frap-step-alone = nobody played against { $player }: he takes the { $tricks } tricks
frap-step-quarter = { $player }: { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
} × { $quarter } (a quarter of the pot) = { $amount }
frap-step-remainder = the pot of { $pot } does not divide by 4: { $left } stays in it
frap-step-khrap = { $player } made his khrap with { $tricks } tricks in round { $round } and takes { $round ->
    [1] the whole pot
   *[other] half the pot
} of { $pot }: { $amount }
frap-step-half-left = { $left } stays in the pot
frap-player-tricks = { $player } { $tricks }
frap-step-others = the tricks of the others take nothing from the pot ({ $players })
frap-step-short = { $player } took { $tricks } of the { $need } tricks he declared and adds { $amount } to the pot
frap-step-none = { $player } took no trick and pays double the pot of { $pot }: { $amount } into the pot
frap-step-blind-none = { $player } frapped blind and took no trick: the pot of { $pot } ×{ $times } = { $amount } into the pot
frap-step-blind-one = { $player } frapped blind and took one trick{ $ace ->
    [yes] , the turned card being the trump ace
   *[no] {""}
}: the pot of { $pot } ×{ $times } = { $amount } into the pot
frap-step-vist-none = { $player } { $cut ->
    [yes] cut
   *[no] said «вист»
} and took no trick: pays the pot, { $amount }
frap-conserved = every gain is someone's loss: the balances ({ $balances }) and the pot ({ $pot }) add up to 0, as at the start
frap-money-lost = the money does not add up after this entry

frap-cell-pass = pass
frap-cell = { $role ->
    [frap] frap
    [blind] blind
    [khrap] khrap
    [vist] vist
    [cut] cut
   *[razrez] razrez
} { $tricks }
frap-summary = { $dealer } dealt; { $player } { $call } in round { $round }: { $tricks }/{ $need }
frap-summary-redeal = { $dealer } dealt; everyone passed { $rounds } rounds: dealt again
frap-pot-column = Pot
frap-next = deal { $deal }: { $dealer } deals; everyone antes { $ante } into the pot of { $pot }
frap-next-redeal = deal { $deal }: { $dealer } deals again; the pot of { $pot } is played for, nobody antes
frap-fine = { $player } pays a fine into the pot ({ $reason }): { $amount }
frap-fine-points = a fine gives what the player pays into the pot as negative points, from -1 to -{ $max }
frap-fine-summary = fine: { $reason }
frap-option-deck = a pack of { $deck } cards does not suit { $players } players of { $game } (the book: 32 cards up to 4 players, 36 or 52 for 5–6, 52 for 7 and more; { $cards } cards each and the turned trump must fit)
