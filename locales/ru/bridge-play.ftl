# Бридж: сдача, записанная полностью, — руки, торговля, розыгрыш, ренонсы и претензии.

option-bridge-revokes = laws (по умолчанию: ренонс, найденный в розыгрыше, передаёт взятки по статье 64 Законов дубликатного бриджа) или none (ренонсы показываются, взятки остаются как сыграны)

play-not-held = — этой карты у него на руке не было
play-not-held-required = игрок ходит только картой со своей руки

bridge-deal-hands-format = Расклад { $given } — не строка расклада PBN: место, двоеточие и четыре руки по часовой стрелке, каждая ♠.♥.♦.♣ (напр. N:AKQ2.K54.T98.AJ3 …), - для ренонса в масти.
bridge-deal-hands-count = В раскладе { $given } рук: { $hands }; строка расклада PBN даёт все четыре.
bridge-deal-hands-twice = В раскладе карта { $card } дважды; каждая из 52 карт сдаётся один раз.
bridge-deal-hands-size = В раскладе у { $seat } карт: { $cards }; в каждой руке 13.

bridge-auction-call = { $given } — не заявка: 1C–7NT, P (пас), X (контра) или XX (реконтра).
bridge-auction-at = Заявка { $number } ({ $player }: { $call }): { $text }
bridge-auction-insufficient = заявка должна быть выше последней, { $last }.
bridge-auction-double = контра даётся только на последнюю заявку противника, ещё не законтрированную.
bridge-auction-redouble = реконтра даётся только на контру противника на заявку своей линии.
bridge-auction-after-end = торговля уже закончилась (три паса после заявки или четыре паса).
bridge-auction-unfinished = Торговля из { $calls } заявок не закончена: она кончается тремя пасами после заявки или четырьмя пасами.
bridge-auction-disagree = В записи { $written }, а торговля даёт { $auction }.

bridge-play-format = Запись розыгрыша не читается: { $error }
bridge-play-header = Поле `{ $field }` дано дважды с разными значениями ({ $given }).
bridge-play-passed-out = У сдачи, спасованной всеми, нет розыгрыша.
bridge-play-needs-deal = В розыгрыше { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}, и он обрывается до конца: чтобы решить остальное, нужны руки (`deal`, строка расклада PBN).
bridge-play-unfinished = В розыгрыше { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}; без претензии в нём все 52.
bridge-play-opening-lead = Взятка 1: на ход вышел игрок { $player }, но первый ход делает левый противник разыгрывающего, { $leader }.
bridge-play-lead-out-of-turn = Взятка { $trick }: на ход вышел игрок { $player }, но ходит взявший прошлую взятку, { $leader }.
bridge-play-out-of-turn = Взятка { $trick }: игрок { $player } сыграл не в очередь; очередь была за игроком { $turn }.
bridge-play-disagree = В записи разыгрывающий взял { $written }, а проверенный розыгрыш даёт { $played }.
bridge-play-card = { $player } { $card }

bridge-claim-format = Претензия { $given } не читается: кто заявляет, сколько из оставшихся взяток и, если нужно, agreed или contested (напр. S 3 agreed).
bridge-claim-too-many = Претензия на { $claimed ->
    [one] { $claimed } взятку
    [few] { $claimed } взятки
   *[many] { $claimed } взяток
}, а осталось только { $remaining }.

bridge-step-auction = Торговля от { $dealer }: { $calls } — { $result }
bridge-step-auction-contract = { $contract }, играет { $declarer }, болван — { $dummy }
bridge-step-auction-passed = все спасовали
bridge-step-revoke = Взятка { $trick }: ренонс игрока { $player }, сыграна { $card } на ход { $led }{ $held }
bridge-step-revoke-held = {", "}хотя на руке была { $card } (сыграна во взятке { $trick })
bridge-step-revoke-transfer = Статья { $clause } Законов дубликатного бриджа: { $tricks ->
    [one] { $tricks } взятка переходит
    [few] { $tricks } взятки переходят
   *[other] { $tricks } взяток переходят
} от { $side } к { $to }
bridge-step-revoke-none = Статья { $clause } Законов дубликатного бриджа: взятки не передаются
bridge-step-revoke-equity = Судья всё же может исправить результат по справедливости (статья 64C Законов дубликатного бриджа)
bridge-step-claim = { $player } заявляет { $claimed } из { $remaining } оставшихся взяток: { $worst } при любой игре, { $dd } при лучшей игре обеих сторон, { $best } самое большее — { $verdict ->
    [stands] претензия принята
    [concession-void] претензия принята, а отдача остального недействительна: линия берёт { $awarded }
    [agreed] претензия не выдерживает проверки, но другая сторона с ней согласилась: { $awarded }
   *[fails] претензия не выдерживает проверки и оспорена: линия берёт { $awarded }
}
bridge-step-claim-line = Заявленный план: { $line }
bridge-step-claim-other-void = Другая сторона отдала взятки, которые заявляющий не мог взять никакой законной игрой: самое большее { $best }
bridge-step-claim-beat-first = Защита, опровергающая претензию, — взятка { $trick }: { $plays }
bridge-step-claim-beat = {"    "}взятка { $trick }: { $plays }

rule-bridge-deal-hands = руки — строка расклада PBN: 52 разные карты, по 13 в каждой руке
rule-bridge-auction-call = заявка — это 1C–7NT, пас, контра или реконтра
rule-bridge-auction-insufficient = заявка называет больше взяток или столько же в старшей деноминации, чем последняя (статья 18)
rule-bridge-auction-double = контра — только на последнюю заявку противника, ещё не законтрированную (статья 19)
rule-bridge-auction-redouble = реконтра — только на контру противника на заявку своей линии (статья 19)
rule-bridge-auction-unfinished = торговля кончается тремя пасами после заявки или четырьмя пасами (статья 22)
rule-bridge-auction-after-end = после конца торговли заявок нет
rule-bridge-auction-disagree = контракт и разыгрывающий, записанные рядом с торговлей, — те, что она даёт
rule-bridge-play-format = запись розыгрыша — список взяток или её текстовая форма
rule-bridge-play-trick-size = в каждой взятке, кроме последней перед претензией, четыре карты
rule-bridge-play-opening-lead = первый ход делает левый противник разыгрывающего (статья 41)
rule-bridge-play-out-of-turn = взявший взятку ходит в следующую, остальные играют по очереди по часовой стрелке
rule-bridge-play-not-held = каждая карта — на руке у того, чья очередь
rule-bridge-play-duplicate-card = ни одна карта не играется дважды
rule-bridge-play-card-count = розыгрыш без претензии содержит все 52 карты
rule-bridge-play-not-in-deck = каждая карта — одна из 52
rule-bridge-play-first-leader = розыгрыш начинает место за столом
rule-bridge-play-needs-deal = розыгрышу, оборванному до конца, нужны руки
rule-bridge-play-passed-out = у спасованной сдачи нет розыгрыша
rule-bridge-play-revoke = игрок, у которого есть масть хода, ходит в масть (статья 44); ренонс, найденный после розыгрыша, решается по статье 64
rule-bridge-play-disagree = взятки, записанные рядом с розыгрышем, — те, что он даёт
rule-bridge-revoke-transfer = ренонс передаёт одну или две взятки нарушившей стороны (статья 64A)
rule-bridge-revoke-no-transfer = без автоматической передачи: статья 64B или опция revokes=none
rule-bridge-claim-format = претензия называет заявляющего и число оставшихся взяток
rule-bridge-claim-too-many = претензия — не больше чем на оставшиеся взятки
rule-bridge-claim-stands = претензия принимается, если заявляющая сторона берёт эти взятки при любой игре (статьи 69–70)
rule-bridge-claim-concession-void = отдача взятки, которую нельзя проиграть никакой законной игрой, недействительна (статья 71)
rule-bridge-claim-agreed = претензия, с которой согласилась другая сторона, принимается как согласована, но не выше того, что даёт какая-либо законная игра
rule-bridge-claim-fails = оспоренная претензия, которую можно опровергнуть: каждое сомнение — против заявляющего (статья 70)

cli-about-claim = Решить претензию или отдачу взяток в бридже по оставшимся картам, ничего не записывая.
cli-arg-claim-file = Сдача, записанная полностью (JSON-запись сдачи или текстовая форма), - для стандартного ввода.
cli-arg-claim-by = Кто заявляет (место: N, E, S, W), если в файле нет претензии.
cli-arg-claim-tricks = Сколько из оставшихся взяток заявлено.
cli-arg-claim-agreed = Другая сторона согласилась с претензией.
claim-hands = Оставшиеся карты:
claim-hand = { $seat }: { $cards }
claim-numbers = При любой игре: { $worst }; при лучшей игре обеих сторон: { $dd }; самое большее: { $best }
claim-ruling = Решение: { $text } [{ $rule }]
claim-missing = В файле нет претензии: укажите --by и --tricks.
