# The trick referee: how a broken play obligation is placed in the record.

violation = { $at }{ $who }{ $context }{ $held }{ $required }
violation-trick = trick { $trick }:{" "}
violation-played = { $player } played { $card }
violation-player = { $player }
violation-card = { $card }
violation-context = {" "}{ $context }
violation-held = {" "}but held { $card } (played at trick { $trick })
violation-required = ; { $required }

play-out-of-turn = out of turn (card { $position } of the trick)
play-out-of-turn-required = players play in turn from the trick's leader; it was seat { $seat }'s turn
play-not-in-deck = is not a card of this game's deck
play-not-in-deck-required = the deck has { $cards } cards
play-duplicate-card = is played again (already played at trick { $first })
play-duplicate-card-required = { $copies ->
    [one] each card of the deck is played once
   *[other] the deck holds { $copies } of this card
}
play-card-count = the record has { $cards } cards{ $missing }
play-card-count-missing = {" "}(missing: { $cards })
play-card-count-required = a deal is { $tricks } tricks of { $players } cards ({ $cards } cards)
play-first-leader = seat { $seat } does not exist

play-on-lead = on a { $led } lead
play-on-lead-trumps = on a { $led } lead, { $trump } trumps
play-follow-suit-required = a player who holds the led suit must follow it
play-trump-if-void-required = a player who cannot follow suit must play a trump if he has one
