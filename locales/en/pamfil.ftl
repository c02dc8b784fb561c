# Pamfil: names, quick-entry flags, options and rule ids.

rule-pamfil-score-pamfil = the player dealt Pamfil (J♣) gets +10
rule-pamfil-pamfil-turned = J♣ turned as trump goes to the dealer, who gets its +10
rule-pamfil-score-trick = +1 for each trick taken
rule-pamfil-score-ace = +5 for each trick won with an ace
rule-pamfil-score-spade-ace = when spades are trump only A♠ gives a bonus, +10
rule-pamfil-score-no-trick = a player in the deal who took no trick: −5
rule-pamfil-score-no-trick-spade-ace = no trick while holding A♠: −10
rule-pamfil-pass = a player who passes drops out of the deal and scores nothing
rule-pamfil-pass-spade-ace = a player holding A♠ may not pass
rule-pamfil-pass-twice = each player passes once
rule-pamfil-pass-alone = everyone but one passed: he takes the five tricks uncontested, nothing is played
rule-pamfil-pass-all = everyone passed: nobody scores, the deal passes to the left
rule-pamfil-aces-card = only aces are named as the cards that won tricks
rule-pamfil-aces-twice = each ace wins one trick, for one player
rule-pamfil-aces-tricks = nobody is given more tricks won with aces than tricks won
rule-pamfil-aces-holder = A♠ wins only for the player who held it
rule-pamfil-match-overshoot = a total that passes 0 starts again at −25
rule-pamfil-match-winner = exactly 0 wins; two at once: the first in play from the deal's leader
rule-pamfil-penalty = a penalty the table agrees is written with its points
rule-pamfil-deal-format = a deal record has only the documented fields
rule-pamfil-deal-dealer = the deal passes to the left
rule-pamfil-deal-trump = every deal names its trump suit
rule-pamfil-deal-won = tricks won are given (or every trick)
rule-pamfil-won-range = a player's tricks are 0 to 5
rule-pamfil-won-sum = tricks won by the players in the deal add up to 5
rule-pamfil-entry-disagree = quick entry and the tricks agree
rule-pamfil-penalty-points = a penalty gives its points
rule-pamfil-play-format = a play record has only tricks
rule-pamfil-play-not-playing = a player who passed neither plays nor takes tricks
rule-pamfil-play-follow-suit = follow the led suit if able; J♣ counts as a trump
rule-pamfil-play-trump = void in the led suit: play a trump (J♣ included) if able
rule-pamfil-play-trick-size = each trick has one card from each player in the deal
rule-pamfil-play-card-count = five tricks: every card of the hands in play
rule-pamfil-play-duplicate-card = each card is played once
rule-pamfil-play-not-in-deck = only the deck's cards are played (no sixes or lower with 3–4 players)
rule-pamfil-play-out-of-turn = players play in turn from the trick's leader
rule-pamfil-option-unknown = only documented options
rule-pamfil-option-value = option values of the right type
rule-pamfil-snapshot = a stored state of the match that a replay of this match could have left
flag-pamfil-pamfil = who was dealt J♣ (Pamfil), e.g. --pamfil Вера
flag-pamfil-pamfil-turned = J♣ was turned as trump: the dealer took it and turned a card of his own
game-pamfil = Pamfil
option-pamfil-spade-ace = Mushka's variant: A♠ takes a trick already holding the trump ace if played after it
game-pamfil-aliases = pamfil, pamphile

pamfil-turned-format = { $field } takes true or false
pamfil-turned-dealer = J♣ was turned as trump, so the dealer { $dealer } took it into his hand; { $name } cannot have been dealt it
pamfil-step-pass = { $name } passed: scores nothing this deal, Pamfil's { $bonus } included
pamfil-step-turned = { $name } dealt and took Pamfil (J♣), turned as trump: { $bonus }
pamfil-step-dealt = { $name } was dealt Pamfil (J♣): { $bonus }

deal-example-pamfil =
    kozyr deal --trump diamonds --won Аня=1,Борис=1,Вера=3 --pamfil Вера --aces Борис=AH  # Вера was dealt J♣
    kozyr deal --trump hearts --pamfil-turned --won Аня=2,Борис=2,Вера=1  # J♣ turned as trump: the dealer takes it
    kozyr deal --trump clubs --passed Вера --won Аня=4,Борис=1  # Вера passed
new-example-pamfil = kozyr new pamfil --players Аня,Борис,Вера
