violation = { $at }{ $who }{ $context }{ $held }{ $required }
violation-trick = взятка { $trick }:{" "}
violation-played = { $player } игра { $card }
violation-player = { $player }
violation-card = { $card }
violation-context = {" "}{ $context }
violation-held = , а държеше { $card } (изиграна на взятка { $trick })
violation-required = ; { $required }

play-out-of-turn = не на ред ({ $position }-а карта на взятката)
play-out-of-turn-required = играе се поред от този, който води взятката; на ред беше място { $seat }
play-not-in-deck = не е карта от тестето на тази игра
play-not-in-deck-required = { $cards ->
    [one] тестето има { $cards } карта
   *[other] тестето има { $cards } карти
}
play-duplicate-card = е изиграна отново (вече изиграна на взятка { $first })
play-duplicate-card-required = { $copies ->
    [one] всяка карта от тестето се играе веднъж
   *[other] тестето има { $copies } такива карти
}
play-card-count = { $cards ->
    [one] записът има { $cards } карта
   *[other] записът има { $cards } карти
}{ $missing }
play-card-count-missing = {" "}(липсват: { $cards })
play-card-count-required = { $tricks ->
    [one] раздаването е { $tricks } взятка
   *[other] раздаването е { $tricks } взятки
} по { $players } карти ({ $cards } карти)
play-first-leader = място { $seat } не съществува

play-on-lead = на игра { $led }
play-on-lead-trumps = на игра { $led }, коз { $trump }
play-follow-suit-required = който има от поискания цвят, е длъжен да отговори
play-trump-if-void-required = който няма от поискания цвят, е длъжен да цака с коз, ако има
