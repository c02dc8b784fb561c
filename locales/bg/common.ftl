list-separator = {", "}

error-line = { $text } [{ $rule }]
error-at-entry = запис { $entry }: { $text } [{ $rule }]

# Quick-entry flags and options several games share.
flag-dealer = who dealt (default: the next in turn)
flag-won = tricks each player won, e.g. Аня=3,Борис=5 (checked against the cards taken)
flag-renege = a player who reneged (repeat per renege)
flag-took-hearts = scoring cards a player took, repeatable: --took Борис=QS,KS,3H or a count --took Вера=5 (hearts)
option-limit = the match ends when a player reaches this many penalty points (0: never)
option-deals = the match ends after this many deals (0: no agreed number)
