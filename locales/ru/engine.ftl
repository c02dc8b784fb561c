violation = { $at }{ $who }{ $context }{ $held }{ $required }
violation-trick = взятка { $trick }:{" "}
violation-played = { $player } кладёт { $card }
violation-player = { $player }
violation-card = { $card }
violation-context = {" "}{ $context }
violation-held = , хотя на руке была карта { $card } (её сыграли во взятке { $trick })
violation-required = ; { $required }

play-out-of-turn = не в свою очередь ({ $position }-я карта взятки)
play-out-of-turn-required = ходят по очереди от начинающего взятку; очередь была за местом { $seat }
play-not-in-deck = — такой карты нет в колоде этой игры
play-not-in-deck-required = { $cards ->
    [one] в колоде { $cards } карта
    [few] в колоде { $cards } карты
   *[many] в колоде { $cards } карт
}
play-duplicate-card = сыграна повторно (уже была во взятке { $first })
play-duplicate-card-required = { $copies ->
    [one] каждая карта колоды играется один раз
   *[other] в колоде этих карт: { $copies }
}
play-card-count = { $cards ->
    [one] в записи { $cards } карта
    [few] в записи { $cards } карты
   *[many] в записи { $cards } карт
}{ $missing }
play-card-count-missing = {" "}(не хватает: { $cards })
play-card-count-required = { $tricks ->
    [one] сдача — это { $tricks } взятка
    [few] сдача — это { $tricks } взятки
   *[many] сдача — это { $tricks } взяток
} по { $players } { $players ->
    [one] карте
   *[other] карты
} ({ $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
})
play-first-leader = места { $seat } нет за столом

play-on-lead = на ход { $led }
play-on-lead-trumps = на ход { $led } при козыре { $trump }
play-follow-suit-required = у кого есть масть хода, тот обязан её дать
play-trump-if-void-required = у кого нет масти хода, тот обязан бить козырем, если он есть
