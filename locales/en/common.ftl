# Shared wording: lists, numbers, the error line.

list-separator = {", "}

# The line an error prints: its sentence and the rule id it cites.
error-line = { $text } [{ $rule }]
error-at-entry = entry { $entry }: { $text } [{ $rule }]

# Quick-entry flags and options several games share.
flag-dealer = who dealt (default: the next in turn), e.g. Борис
flag-won = tricks each player won, e.g. Аня=3,Борис=5 (checked against the cards taken)
flag-renege = a player who reneged (repeat per renege), e.g. Вера
flag-took-hearts = scoring cards a player took, repeatable: --took Борис=QS,KS,3H or a count --took Вера=5 (hearts)
option-limit = the match ends when a player reaches this many penalty points (0: never)
option-deals = the match ends after this many deals (0: no agreed number)

# The sheet's marks (the legend under the sheet lists the ones used).
mark-barrel = on the barrel: plays for 1000
mark-barrel-fall = fell off the barrel
mark-bolt = a bolt: wrote nothing this deal
mark-bolts-penalty = the third bolt: a penalty, the count starts again
mark-reset-555 = 555 exactly: the total goes back to 0
mark-overshoot = passed 0: starts again at −25
mark-conceded = conceded before the first lead
mark-inside = the contract failed (inside)
mark-hanging = points hang until the next deal
mark-contra = doubled (contra)
mark-recontra = redoubled (recontra)
mark-valat = every trick (capot)
mark-pass = passed and sat the deal out
mark-penalty = a penalty
mark-win = won the match
