# Бридж: раздаване, записано изцяло — ръцете, наддаването, разиграването, ренонсите и претенциите.

option-bridge-revokes = laws (по подразбиране: ренонс, открит в разиграването, прехвърля взятки по чл. 64 от Законите на дубликатния бридж) или none (ренонсите се показват, взятките остават както са изиграни)

play-not-held = — тази карта не е била в ръката му
play-not-held-required = играчът играе само карта от своята ръка

bridge-deal-hands-format = Раздаването { $given } не е низ на раздаване по PBN: място, двоеточие и четири ръце по часовниковата стрелка, всяка ♠.♥.♦.♣ (напр. N:AKQ2.K54.T98.AJ3 …), - за празен цвят.
bridge-deal-hands-count = В раздаването { $given } има ръце: { $hands }; низът на раздаване по PBN дава и четирите.
bridge-deal-hands-twice = В раздаването картата { $card } е два пъти; всяка от 52-те карти се раздава веднъж.
bridge-deal-hands-size = В раздаването { $seat } има карти: { $cards }; всяка ръка има 13.

bridge-auction-call = { $given } не е обявяване: 1C–7NT, P (пас), X (контра) или XX (реконтра).
bridge-auction-at = Обявяване { $number } ({ $player }: { $call }): { $text }
bridge-auction-insufficient = обявата трябва да е по-висока от последната, { $last }.
bridge-auction-double = контра се дава само на последната обява на противника, още неконтрирана.
bridge-auction-redouble = реконтра се дава само на контра на противника срещу обява на своята линия.
bridge-auction-after-end = наддаването вече е свършило (три паса след обявяване или четири паса).
bridge-auction-unfinished = Наддаването от { $calls } обявявания не е свършило: свършва с три паса след обявяване или с четири паса.
bridge-auction-disagree = В записа е { $written }, а наддаването дава { $auction }.

bridge-play-format = Записът на разиграването не се чете: { $error }
bridge-play-header = Полето `{ $field }` е дадено два пъти с различни стойности ({ $given }).
bridge-play-passed-out = Раздаване, пасувано от всички, няма разиграване.
bridge-play-needs-deal = Разиграването има { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
} и спира преди края: за да се реши останалото, трябват ръцете (`deal`, низ на раздаване по PBN).
bridge-play-unfinished = Разиграването има { $cards ->
    [one] { $cards } карта
   *[other] { $cards } карти
}; без претенция има всичките 52.
bridge-play-opening-lead = Взятка 1: изигра { $player }, но първия ход прави левият противник на разиграващия, { $leader }.
bridge-play-lead-out-of-turn = Взятка { $trick }: изигра { $player }, но на ход е взелият последната взятка, { $leader }.
bridge-play-out-of-turn = Взятка { $trick }: { $player } игра не на ред; редът беше на { $turn }.
bridge-play-disagree = В записа разиграващият е взел { $written }, а провереното разиграване дава { $played }.
bridge-play-card = { $player } { $card }

bridge-claim-format = Претенцията { $given } не се чете: кой претендира, колко от оставащите взятки и при нужда agreed или contested (напр. S 3 agreed).
bridge-claim-too-many = Претенцията е за { $claimed ->
    [one] { $claimed } взятка
   *[other] { $claimed } взятки
}, а остават само { $remaining }.

bridge-step-auction = Наддаване от { $dealer }: { $calls } — { $result }
bridge-step-auction-contract = { $contract }, разиграва { $declarer }, мъртвак е { $dummy }
bridge-step-auction-passed = всички пасуваха
bridge-step-revoke = Взятка { $trick }: { $player } направи ренонс, като изигра { $card } на ход { $led }{ $held }
bridge-step-revoke-held = {", "}при това имаше { $card } (изиграна във взятка { $trick })
bridge-step-revoke-transfer = Член { $clause } от Законите на дубликатния бридж: { $tricks ->
    [one] една взятка минава
   *[other] { $tricks } взятки минават
} от { $side } към { $to }
bridge-step-revoke-none = Член { $clause } от Законите на дубликатния бридж: не се прехвърлят взятки
bridge-step-revoke-equity = Съдията все пак може да коригира резултата по справедливост (чл. 64C от Законите на дубликатния бридж)
bridge-step-claim = { $player } претендира { $claimed } от { $remaining } оставащи взятки: { $worst } каквото и да играе всеки, { $dd } при най-добра игра на двете страни, { $best } най-много — { $verdict ->
    [stands] претенцията се приема
    [concession-void] претенцията се приема, а отстъпването на останалото е недействително: линията взима { $awarded }
    [agreed] претенцията не издържа, но другата страна се е съгласила: { $awarded }
   *[fails] претенцията не издържа и е оспорена: линията взима { $awarded }
}
bridge-step-claim-line = Заявеният план: { $line }
bridge-step-claim-other-void = Другата страна отстъпи взятки, които претендиращият не може да вземе с никаква законна игра: най-много { $best }
bridge-step-claim-beat-first = Защита, която опровергава претенцията — взятка { $trick }: { $plays }
bridge-step-claim-beat = {"    "}взятка { $trick }: { $plays }

rule-bridge-deal-hands = ръцете са низ на раздаване по PBN: 52 различни карти, по 13 във всяка ръка
rule-bridge-auction-call = обявяването е обява 1C–7NT, пас, контра или реконтра
rule-bridge-auction-insufficient = обявата назовава повече взятки или толкова в по-висок цвят от последната (чл. 18)
rule-bridge-auction-double = контра — само на последната обява на противника, още неконтрирана (чл. 19)
rule-bridge-auction-redouble = реконтра — само на контра на противника срещу обява на своята линия (чл. 19)
rule-bridge-auction-unfinished = наддаването свършва с три паса след обявяване или с четири паса (чл. 22)
rule-bridge-auction-after-end = след края на наддаването няма обявявания
rule-bridge-auction-disagree = договорът и разиграващият, записани до наддаването, са тези, които то дава
rule-bridge-play-format = записът на разиграването е списък от взятки или текстовата му форма
rule-bridge-play-trick-size = всяка взятка освен последната преди претенция има четири карти
rule-bridge-play-opening-lead = първия ход прави левият противник на разиграващия (чл. 41)
rule-bridge-play-out-of-turn = взелият взятката излиза в следващата, другите играят по ред по часовниковата стрелка
rule-bridge-play-not-held = всяка карта е в ръката на този, който е на ред
rule-bridge-play-duplicate-card = никоя карта не се играе два пъти
rule-bridge-play-card-count = разиграване без претенция има всичките 52 карти
rule-bridge-play-not-in-deck = всяка карта е една от 52-те
rule-bridge-play-first-leader = разиграването започва място на масата
rule-bridge-play-needs-deal = разиграване, спряло преди края, има нужда от ръцете
rule-bridge-play-passed-out = пасувано раздаване няма разиграване
rule-bridge-play-revoke = играч, който има цвета на хода, отговаря в цвят (чл. 44); ренонс, открит след разиграването, се решава по чл. 64
rule-bridge-play-disagree = взятките, записани до разиграването, са тези, които то дава
rule-bridge-revoke-transfer = ренонсът прехвърля една или две взятки на нарушилата страна (чл. 64A)
rule-bridge-revoke-no-transfer = без автоматично прехвърляне: чл. 64B или опцията revokes=none
rule-bridge-claim-format = претенцията назовава претендиращия и броя на оставащите взятки
rule-bridge-claim-too-many = претенцията е за не повече от оставащите взятки
rule-bridge-claim-stands = претенцията се приема, ако претендиращата страна взима тези взятки каквото и да играе всеки (чл. 69–70)
rule-bridge-claim-concession-void = отстъпване на взятка, която не може да се загуби с никаква законна игра, е недействително (чл. 71)
rule-bridge-claim-agreed = претенция, с която другата страна се е съгласила, се приема както е договорена, но не над това, което дава някаква законна игра
rule-bridge-claim-fails = оспорена претенция, която може да се опровергае: всяко съмнение е против претендиращия (чл. 70)

cli-about-claim = Решава претенция или отстъпване на взятки в бриджа по оставащите карти, без да записва нищо.
cli-arg-claim-file = Раздаване, записано изцяло (JSON запис на раздаване или текстовата форма), - за стандартния вход.
cli-arg-claim-by = Кой претендира (място: N, E, S, W), ако във файла няма претенция.
cli-arg-claim-tricks = За колко от оставащите взятки е претенцията.
cli-arg-claim-agreed = Другата страна се е съгласила с претенцията.
claim-hands = Оставащи карти:
claim-hand = { $seat }: { $cards }
claim-numbers = Каквото и да играе всеки: { $worst }; при най-добра игра на двете страни: { $dd }; най-много: { $best }
claim-ruling = Решение: { $text } [{ $rule }]
claim-missing = Във файла няма претенция: дайте --by и --tricks.
