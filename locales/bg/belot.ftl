# Бридж-белот: имена, флагове за бързо въвеждане, опции и правила.

rule-belot-deal-format = записът на раздаването съдържа само описаните полета
rule-belot-deal-contract = раздаването посочва обявата
rule-belot-deal-declarer = раздаването посочва играча, спечелил наддаването
rule-belot-deal-double = удвояването е контра или реконтра
rule-belot-deal-points = раздаването посочва точките от взятки на отборите или всички взятки
rule-belot-deal-last-trick = раздаването посочва отбора, взел последната взятка
rule-belot-deal-all-pass = всички казаха пас: няма обява, обявил, контра, точки, последна взятка, капо или анонси
rule-belot-points-sum = точките от взятки са общо 152 / 248 / 120
rule-belot-points-range = точките на един отбор са от 0 до всички точки в тестето
rule-belot-points-team = точките на всеки отбор се посочват веднъж
rule-belot-valat-inconsistent = отборът с капо е взел всички взятки: другият няма нито точки, нито последната взятка
rule-belot-bid-turn = обявява се поред, като пръв обявява играчът вдясно от раздаващия
rule-belot-bid-word = обявата е пас, цвят, без коз, всичко коз, контра или реконтра
rule-belot-bid-higher = всяка обява е по-висока от предишната
rule-belot-bid-contra = контра само на обява на противниците и само веднъж
rule-belot-bid-recontra = реконтра само след контра и само от обявилия отбор
rule-belot-bid-contra-escape = след контра — само реконтра или пас (опция contra_escape)
rule-belot-bid-after-end = след трите паса, които приключват наддаването, не се обявява нищо
rule-belot-bid-unfinished = наддаването приключва с три паса след обява или с четири паса
rule-belot-entry-disagree = бързото и пълното въвеждане (и наддаването) си съвпадат
rule-belot-announce-format = анонсът е ИГРАЧ:ВИД[:КАРТА|РАНГ|ЦВЯТ]
rule-belot-announce-type = анонсите са терца, кварта, квинта, каре и белот
rule-belot-announce-no-trumps = на без коз няма анонси, дори белот
rule-belot-announce-sequence-length = терцата е 3 карти, квартата — 4, квинтата — 5 или повече, в реда 7 8 9 10 J Q K A
rule-belot-announce-carre-rank = каре има от 9, 10, J, Q, K или A, никога от седмици или осмици
rule-belot-announce-belot-suit = белотът е поп и дама коз (на всичко коз — от посочения цвят)
rule-belot-announce-overlap = никоя карта не е в анонсите на двама играчи
rule-belot-announce-carre-and-sequence = картата на един играч се брои в каре или в поредица, не и в двете
rule-belot-announce-not-held = картите на анонса са били у играча, който го е обявил
rule-belot-play-follow-suit = отговаря се на искания цвят, ако има
rule-belot-play-trump = няма от искания цвят, а взятката е на противника: цака се
rule-belot-play-overtrump = няма от искания цвят, а противник е цакал: надцаква се, ако може
rule-belot-play-higher-trump = игран е коз: качва се с по-висок коз, ако може
rule-belot-play-all-trumps-higher = всичко коз: качва се в искания цвят, ако може
rule-belot-play-format = записът на разиграването съдържа само описаните полета
rule-belot-play-trick-size = във всяка взятка има по една карта от всеки играч
rule-belot-play-card-count = раздаването е 8 взятки по 4 карти
rule-belot-play-duplicate-card = всяка карта се играе веднъж
rule-belot-play-not-in-deck = играят се само 32-те карти от 7 до A
rule-belot-play-out-of-turn = играе се поред, като започва този, който води взятката
rule-belot-play-first-leader = първата взятка се води от играч на масата
rule-belot-belot-king-or-queen = белот се обявява с поп или дама
rule-belot-belot-trump = белотът е от коз; на без коз белот няма
rule-belot-belot-pair = белот се обявява с първата изиграна от двете карти поп и дама, докато другата е още в ръката
rule-belot-belot-how-played = белотът важи, когато първата му карта е първа на взятката, отговаря на цвета или цака
rule-belot-premium-sequence = само отборът с най-високата поредица записва поредиците си
rule-belot-premium-sequence-tie = при равни най-високи поредици отпадат всички поредици
rule-belot-premium-carre = само отборът с най-силното каре (J 9 A 10 K Q) записва каретата си
rule-belot-premium-belot = белотът никога не отпада
rule-belot-score-raw = точките на отбора: от взятки, последно 10, анонси, капо 90; на без коз точките се удвояват
rule-belot-score-made = обявилите имат повече (изкарана): всеки отбор записва своите ÷ 10
rule-belot-score-hanging = по равно (висяща): другите записват своите, точките на обявилите висят
rule-belot-score-inside = обявилите имат по-малко (вътре): другите записват всичко
rule-belot-score-contra = контра ×2, реконтра ×4 от цялото раздаване, заедно с анонсите
rule-belot-score-contra-winner = при контра всичко записва отборът с повече точки
rule-belot-score-contra-hanging = при контра и равни точки всичко виси
rule-belot-round-suit = игра на коз: 7–9 нагоре, 0–5 надолу
rule-belot-round-all-trumps = всичко коз: 5–9 нагоре, 0–3 надолу
rule-belot-round-no-trumps = без коз: обикновено закръгляне
rule-belot-round-conflict = и двете завършват на 6 (коз) или на 4 (всичко коз): нагоре закръглява отборът с по-малко точки
rule-belot-round-hanging-up = равни точки, завършващи на спорната цифра: нагоре се закръгляват висящите точки
rule-belot-hanging-award = висящите точки отиват при отбора, спечелил следващото раздаване
rule-belot-match-target = печели първият отбор със 151 точки; ако и двата ги минат — този с повече
rule-belot-match-tie = по равно над 151: играе се, докато някой поведе
rule-belot-match-valat = играта не свършва на раздаване с капо (С капо не се излиза)
rule-belot-penalty = наказание, договорено на масата, се записва на отбор
rule-belot-penalty-points = наказанието в белота посочва точките си
rule-belot-option-unknown = само описаните опции
rule-belot-option-value = стойностите на опциите са от верния вид и обхват
rule-belot-snapshot = запазеното състояние на играта е такова, каквото преизчисляването ѝ би могло да остави
flag-belot-contract = обявата: спатия, каро, купа, пика, „без коз“ (бк), „всичко коз“ (вк), напр. --contract купа
flag-belot-by = играчът, спечелил наддаването, напр. --by Петър
flag-belot-declarer = кой е обявил играта, напр. --declarer Петър
flag-belot-contra = обявена е контра (×2)
flag-belot-recontra = обявена е реконтра (×4)
flag-belot-points = точките от взятки на всеки отбор, без последните 10, напр. Ние=60,Вие=92
flag-belot-last = отборът (или негов играч), взел последната взятка, напр. --last Вие
flag-belot-announce = анонс (повтаря се), напр. Петър:терца:10H, Мария:каре:J, Елена:белот
flag-belot-valat = отборът, взел всички взятки (капо), напр. --valat Вие
flag-belot-bids = наддаването, като се започне отдясно на раздаващия, напр. купа,контра,пас,пас,пас
flag-belot-all-pass = и четиримата казаха пас, раздаването не се играе
option-belot-target = играта се печели при този сбор
option-belot-valat_doubles = контрата и реконтрата умножават и 90-те точки за капо
option-belot-contra_escape = контрата може да бъде надвишена с по-висока обява
game-belot = Бридж-белот
game-belot-aliases = белот, бридж-белот

deal-example-belot =
    kozyr deal --contract купа --by Петър --points Ние=60,Вие=92 --last Вие  # игра на купа: точки от взятки без последните 10
    kozyr deal --contract вк --by Мария --contra --points Ние=140,Вие=108 --last Ние --announce Мария:кварта:AS  # всичко коз, контра, с анонс
    kozyr deal --bids купа,контра,пас,пас,пас --points Ние=60,Вие=92 --last Вие  # наддаването посочва обявата и контрата
    kozyr deal --all-pass  # и четиримата казаха пас
new-example-belot = kozyr new belot --team Ние=Иван,Мария --team Вие=Петър,Елена

# Обявата, както се записва на масата, и удвояванията.
belot-contract-suit = { $suit }
belot-contract-no-trumps = без коз
belot-contract-all-trumps = всичко коз
belot-double-contra = контра
belot-double-recontra = реконтра
belot-double-none = без контра

# Отбори и места.
belot-teams-needed = белот се играе от два отбора по двама: --team Ние=Иван,Мария --team Вие=Петър,Елена
belot-team-member-unknown = { $player } от отбора { $team } не е сред играчите
belot-partners-opposite = партньорите седят един срещу друг: по реда на играта местата са отбор, другият отбор, отбор, другият отбор ({ $players })
belot-team-unknown = няма отбор „{ $team }“; отборите са { $first } и { $second }

# Опции и наказания.
belot-option-target = target: играта е до 1 … 10000 точки
belot-option-stored = опциите на играта не са опции на белот: { $error }
belot-snapshot = запазеното състояние на тази игра на белот не може да се прочете или е недостижимо в нея
belot-penalty-points = наказанието в белота посочва точките си (българските правила не предвиждат наказания): --points -10
belot-penalty-note = { $team }: { $reason } { $points }
belot-penalty-summary = наказание: { $reason }

# Какво следва.
belot-next = раздаване { $deal }: раздава { $dealer }, наддаването започва { $bidder }{ $hanging ->
    [0] {""}
    [one] {" "}(виси { $hanging } точка)
   *[other] {" "}(висят { $hanging } точки)
}

# Наддаването.
belot-bid-at = обява { $number } ({ $player }: { $bid }): { $text }
belot-bid-turn = на ред е { $player }, а не { $claimed }
belot-bid-after-end = наддаването вече е приключило
belot-bid-contra-nothing = няма обява, на която да се каже контра
belot-bid-contra-own = контра се казва само на обява на противниците
belot-bid-contra-twice = на тази обява вече е казана контра
belot-bid-recontra-nothing = няма обява, на която да се каже реконтра
belot-bid-recontra-no-contra = реконтра се казва в отговор на контра
belot-bid-recontra-own = реконтра казва отборът, направил обявата
belot-bid-word = обявата е пас, спатия, каро, купа, пика, без коз, всичко коз, контра или реконтра
belot-bid-higher = { $bid } не е по-висока обява от { $previous }; обявите по сила: ♣ ♦ ♥ ♠, без коз, всичко коз
belot-bid-contra-escape = след контра може само реконтра или пас (опцията contra_escape позволява контрата да се надвиши с по-висока обява)
belot-bid-unfinished = записът на наддаването свършва, преди след последната обява да има три паса (или четири паса, ако никой не е обявил)

# Записът на раздаването.
belot-deal-format = това не е раздаване на белот: { $error } (вижте `kozyr rules belot`)
belot-deal-all-pass = и четиримата казаха пас: никой не играе, затова раздаването няма обява, обявил, контра, точки, последна взятка, капо, анонси или взятки
belot-deal-contract-word = „{ $text }“ не е обява: спатия, каро, купа, пика, без коз, всичко коз
belot-deal-double-word = { $field } „{ $text }“: може само контра или реконтра (или нищо)
belot-deal-contract-missing = раздаването посочва обявата ({ $contract }) или наддаването ({ $bids })
belot-deal-declarer-missing = раздаването посочва играча, спечелил наддаването ({ $field })
belot-deal-points-missing = раздаването посочва точките от взятки на всеки отбор ({ $points }) или всички взятки ({ $play })
belot-deal-last-missing = раздаването посочва отбора, взел последната взятка ({ $field })
belot-play-format = това не е запис на разиграване на белот: { $error }
belot-valat-inconsistent = капо на отбора { $team } значи, че той е взел всички взятки, а другият отбор има { $points ->
    [one] { $points } точка
   *[other] { $points } точки
} от взятки или последната взятка
belot-points-twice = отборът { $team } е посочен два пъти
belot-points-range = { $team }: { $points ->
    [one] { $points } точка
   *[other] { $points } точки
} от взятки не може да има; един отбор взима от 0 до { $max }
belot-points-sum = точките от взятки са общо { $sum }; при игра { $contract } те са { $total } (без последните 10)
belot-points-pair = { $first } { $first_points } – { $second } { $second_points }

# Бързото въвеждане и пълният запис се разминават.
belot-disagree = { $what ->
    [deal] раздаването
    [contract] обявата
    [declarer] обявилият
    [double] контрата
    [points] точките от взятки
    [last-trick] последната взятка
    [valat] капото
   *[belots] белотите
}: въведено е { $quick }, а записът показва { $full }; двете трябва да съвпадат
belot-disagree-all-pass = всички пас
belot-disagree-bid-contract = обява в наддаването
belot-valat-none = няма капо
belot-valat-by = капо на отбора { $team }
belot-belots-none = няма
belot-belots = { $belots }
belot-belot-of = { $player } { $suit }
belot-belots-called = { $belots } (обявени с `!`)

# Анонси.
belot-sequence-name = { $length ->
    [3] терца
    [4] кварта
   *[other] квинта
}
belot-premium-sequence = { $length ->
    [3] терца
    [4] кварта
    [5] квинта
   *[other] квинта ({ $length } карти)
} до { $high }
belot-premium-carre = каре { $rank ->
    [ace] аса
    [king] попове
    [queen] дами
    [jack] валета
    [ten] десетки
    [nine] деветки
    [eight] осмици
    [seven] седмици
   *[other] { $symbol }
}
belot-premium-belot = белот { $suit }
belot-announce-format = анонсът „{ $text }“ не е във вида ИГРАЧ:ВИД[:КАРТА|РАНГ|ЦВЯТ] (например Петър:терца:KH)
belot-announce-no-trumps = { $player }: анонс „{ $kind }“ на без коз; на без коз няма анонси, дори белот
belot-announce-length-word = { $player }: дължината на поредицата „{ $text }“ не е число
belot-announce-length = { $player }: { $name } е { $named } карти, а не { $length }
belot-announce-top-missing = { $player }: при { $name } се посочва най-високата карта, например { $player }:{ $kind }:KH
belot-announce-card = { $player }, { $name }: „{ $text }“ не е карта (например KH, K♥, 10S)
belot-announce-card-suggest = { $player }, { $name }: „{ $text }“ не е карта; може би { $suggestion }?
belot-announce-sequence-short = { $player }: { $name } до { $high } иска { $length } карти до { $high } включително, а в реда 7 8 9 10 J Q K A те са само { $count }
belot-announce-rank-missing = { $player }: при каре се посочва рангът, например { $player }:каре:J
belot-announce-rank-word = { $player }: „{ $text }“ не е ранг (7 8 9 10 J Q K A)
belot-announce-carre-rank = { $player }: { $carre } не носи точки; каре има от 9, 10, J, Q, K или A
belot-announce-suit-word = { $player }, белот: „{ $text }“ не е цвят (♠ ♥ ♦ ♣, пика, купа, каро, спатия)
belot-announce-belot-needs-suit = { $player }: на всичко коз белотът посочва цвета си, например { $player }:белот:купа
belot-announce-belot-not-trump = { $player }: белот в { $suit } не е белот при игра { $contract }; белотът е поп и дама коз
belot-announce-type = { $player }: „{ $text }“ не е анонс; анонсите са терца, кварта, квинта, каре и белот
belot-announce-same-belot = { $player }: един и същ белот е обявен два пъти
belot-announce-carre-and-sequence = { $player }: { $card } е и в „{ $first }“, и в „{ $second }“; картата се брои в каре или в поредица — играчът избира едното
belot-announce-overlap = { $card } е и в „{ $first }“ ({ $first_player }), и в „{ $second }“ ({ $second_player }); всяка карта е у един играч и се брои веднъж
belot-announce-not-held = { $player }: обявен е анонс „{ $premium }“, но картата { $card } не е била у този играч (взятките показват кой я е изиграл)
belot-premium-scores = { $player } ({ $team }): { $premium } +{ $points } — { $why }
belot-premium-nothing = { $player } ({ $team }): { $premium } не се записва — { $why }
belot-premium-sequence-tie = най-високите поредици на двата отбора са равни: никой не записва поредици
belot-why-best-sequence = най-високата поредица е на този отбор
belot-why-other-sequence = най-високата поредица е на другия отбор или най-високите поредици са равни
belot-why-best-carre = най-силното каре (J 9 A 10 K Q) е на този отбор
belot-why-other-carre = най-силното каре е на другия отбор
belot-why-belot = белотът никога не отпада

# Съдията: как е нарушено задължение (продължава „Иван игра 8♦ …“).
belot-play-on-lead = при искан цвят { $led }
belot-play-follow-suit-required = който има от искания цвят, е длъжен да отговори
belot-play-under-all-trumps = под { $best } на всичко коз
belot-play-all-trumps-higher-required = на всичко коз играчът е длъжен да качи в искания цвят, ако може
belot-play-under-trump-lead = под { $best }, когато е игран коз
belot-play-higher-trump-required = когато е игран коз, играчът е длъжен да качи с по-висок коз, ако може
belot-play-after-opponent-trumped = след като противник е цакал с { $best }
belot-play-overtrump-required = който няма от искания цвят, е длъжен да надцака противника, ако може
belot-play-on-lead-opponent-wins = при искан цвят { $led }, когато взятката е на противника
belot-play-trump-required = който няма от искания цвят, е длъжен да цака, когато взятката е на противника
belot-call-with-it = и обяви белот с нея
belot-call-king-or-queen-required = белот се обявява с поп или дама
belot-call-in-suit = и обяви белот в { $suit }
belot-call-trump-required = белотът е поп и дама коз (на всичко коз — от всеки цвят); на без коз белот няма
belot-call-without = и обяви белот, без да държи { $other }
belot-call-pair-required = белот се обявява с първата изиграна от двете карти поп и дама, докато другата е още в ръката
belot-call-on-lead = и обяви белот при искан цвят { $led }
belot-call-how-played-required = белотът важи само ако първата му карта е първа на взятката, отговаря на цвета или цака

# Записът на раздаването (kozyr explain).
belot-score-raw = { $team }: { $points ->
    [one] { $points } точка
   *[other] { $points } точки
} от взятки{ $last ->
    [0] {""}
   *[other] {" "}+ последна взятка { $last }
}{ $doubled ->
    [yes] , удвоени на без коз
   *[no] {""}
}{ $premiums ->
    [0] {""}
   *[other] {" "}+ анонси { $premiums }
}{ $valat ->
    [0] {""}
   *[other] {" "}+ капо { $valat }
} = { $total }
belot-round = ÷ 10: { $declarers } → { $declarers_written } и { $others } → { $others_written } ({ $how }; заедно дават цялото раздаване)
belot-round-no-trumps = на без коз се закръглява обикновено (от 5 нагоре)
belot-round-all-trumps = на всичко коз 5–9 се закръглява нагоре, 0–3 надолу
belot-round-suit = при игра на коз 7–9 се закръглява нагоре, 0–5 надолу
belot-round-conflict = и двете завършват на { $digit }: нагоре закръглява отборът с по-малко точки, другият надолу
belot-round-hanging-up = равни точки, завършващи на спорната цифра: нагоре се закръгляват точките, които висят
belot-score-made = играта е изкарана — отборът { $team } има повече: { $declarers } > { $others }; всеки отбор записва своите: { $written } и { $other_written }
belot-score-hanging = по равно { $declarers } – { $others }, играта е висяща: отборът { $other_team } записва { $written }; { $hanging ->
    [one] { $hanging } точка
   *[other] { $hanging } точки
} на отбора { $team } висят за спечелилия следващото раздаване
belot-score-inside = играта е вкарана — отборът { $team } е вътре: { $declarers } < { $others }; отборът { $other_team } записва всичко: { $declarers_written } + { $others_written } = { $total }
belot-score-contra = { $double }: цялото раздаване { $sum } ÷ 10 → { $rounded }{ $valat ->
    [apart] {" "}(капото не се умножава: опция valat_doubles = false) × { $factor } + { $fixed }
   *[multiplied] {" "}× { $factor }
} = { $total }
belot-score-contra-hanging = по равно { $first } – { $second }: всички { $total } висят за спечелилия следващото раздаване
belot-score-contra-winner = отборът { $team } има повече ({ $more } на { $less }): записва всички { $total }, независимо кой е обявил
belot-hanging-award = отборът { $team } печели раздаването и взима висящите точки: { $hanging }
belot-hanging-held = { $held ->
    [one] виси { $held } точка
   *[other] висят { $held } точки
}: вече { $total } чакат спечелилия следващото раздаване
belot-match-valat = С капо не се излиза: играта не свършва на раздаване с капо; играе се още едно раздаване
belot-match-tie = двата отбора имат по { $total }: играе се, докато някой поведе
belot-match-target = отборът { $team } стигна { $total } и води { $total } – { $other }: печели играта
belot-all-pass = и четиримата казаха пас: никой не играе, раздава следващият

# Редът на раздаването в листа: кой какво е обявил, контрата и как е свършило.
belot-summary = { $player } { $contract }{ $double ->
    [contra] {" "}×2
    [recontra] {" "}×4
   *[none] {""}
}{ $outcome ->
    [inside] {" "}вътре
    [hanging] {" "}виси
   *[made] {""}
}{ $valat ->
    [yes] { $outcome ->
        [made] {" "}капо
       *[other] , капо
    }
   *[no] {""}
}
belot-summary-all-pass = всички пас
