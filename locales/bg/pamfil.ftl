# Памфил: имена, флагове за бързо записване, опции и правила.

rule-pamfil-score-pamfil = играчът, на когото при раздаването се падне Памфил (J♣), получава +10
rule-pamfil-pamfil-turned = J♣, обърнато за коз, отива при раздаващия, който получава неговите +10
rule-pamfil-score-trick = +1 за всяка взета взятка
rule-pamfil-score-ace = +5 за всяка взятка, взета с асо
rule-pamfil-score-spade-ace = когато пика е коз, бонус дава само A♠: +10
rule-pamfil-score-no-trick = играч в раздаването без нито една взятка: −5
rule-pamfil-score-no-trick-spade-ace = без взятка, с A♠ в ръката: −10
rule-pamfil-pass = пасувалият излиза от раздаването и не получава нищо
rule-pamfil-pass-spade-ace = играч с A♠ не може да пасува
rule-pamfil-pass-twice = всеки играч пасува веднъж
rule-pamfil-pass-alone = всички освен един пасуваха: той взема петте взятки без игра, не се играе нито една карта
rule-pamfil-pass-all = всички пасуваха: никой не получава точки, раздаването минава към играча вляво
rule-pamfil-aces-card = като карти, взели взятки, се посочват само аса
rule-pamfil-aces-twice = всяко асо взема една взятка, за един играч
rule-pamfil-aces-tricks = на никого не се дават повече взятки с аса, отколкото е взел взятки
rule-pamfil-aces-holder = A♠ взема взятка само за играча, който го държи
rule-pamfil-match-overshoot = резултат, минал над 0, започва отново от −25
rule-pamfil-match-winner = печели точно 0; двама наведнъж: първият по реда на игра от излизащия
rule-pamfil-penalty = наказание, договорено на масата, се записва със своите точки
rule-pamfil-deal-format = записът на раздаването има само описаните полета
rule-pamfil-deal-dealer = раздаването минава към играча вляво
rule-pamfil-deal-trump = всяко раздаване посочва коза
rule-pamfil-deal-won = взетите взятки са дадени (или всяка взятка)
rule-pamfil-won-range = взятките на играч са от 0 до 5
rule-pamfil-won-sum = взятките на играчите в раздаването са общо 5
rule-pamfil-entry-disagree = бързото записване и взятките съвпадат
rule-pamfil-penalty-points = наказанието посочва точките си
rule-pamfil-play-format = записът на играта съдържа само взятки
rule-pamfil-play-not-playing = пасувалият нито играе, нито взема взятки
rule-pamfil-play-follow-suit = отговаря се на цвета, ако има; J♣ се смята за коз
rule-pamfil-play-trump = няма цвета — цепи се с коз (и с J♣), ако има
rule-pamfil-play-trick-size = всяка взятка има по една карта от всеки играч в раздаването
rule-pamfil-play-card-count = пет взятки: всички карти в ръцете на играещите
rule-pamfil-play-duplicate-card = всяка карта се играе веднъж
rule-pamfil-play-not-in-deck = играят се само картите на тестето (с 3–4 играчи без шестици и по-ниски)
rule-pamfil-play-out-of-turn = играчите играят поред от излезлия във взятката
rule-pamfil-option-unknown = само описаните опции
rule-pamfil-option-value = стойности на опциите от правилния вид
rule-pamfil-snapshot = запазеното състояние на играта е такова, каквото преизчисляването ѝ би могло да остави
flag-pamfil-pamfil = на кого при раздаването се падна J♣ (Памфил), напр. --pamfil Вера
flag-pamfil-pamfil-turned = J♣ беше обърнато за коз: раздаващият го взе и обърна своя карта вместо него
game-pamfil = Памфил
option-pamfil-spade-ace = вариант на Мушка: A♠ взема взятка, в която вече е козовото асо, ако е изиграно след него
game-pamfil-aliases = памфил

pamfil-turned-format = { $field } приема `true` или `false`
pamfil-turned-dealer = J♣ беше обърнато за коз, затова раздаващият { $dealer } го взе в ръката си; не е възможно да се е паднало на { $name } при раздаването
pamfil-step-pass = { $name } пасува: не получава нищо в това раздаване, включително { $bonus } за Памфил
pamfil-step-turned = { $name } раздаде и взе Памфил (J♣), обърнат за коз: { $bonus }
pamfil-step-dealt = { $name }: при раздаването се падна Памфил (J♣): { $bonus }

deal-example-pamfil =
    kozyr deal --trump каро --won Аня=1,Борис=1,Вера=3 --pamfil Вера --aces Борис=AH  # на Вера се падна J♣
    kozyr deal --trump купа --pamfil-turned --won Аня=2,Борис=2,Вера=1  # J♣ обърнато за коз: взема го раздаващият
    kozyr deal --trump спатия --passed Вера --won Аня=4,Борис=1  # Вера пасува
new-example-pamfil = kozyr new pamfil --players Аня,Борис,Вера
