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

mark-barrel = на бъчвата: играе до 1000
mark-barrel-fall = падна от бъчвата
mark-bolt = болт: не записа нищо в раздаването
mark-bolts-penalty = трети болт: наказание, броенето започва отначало
mark-reset-555 = точно 555: резултатът става 0
mark-overshoot = мина 0: започва отново от −25
mark-conceded = предаде се преди първото изиграване
mark-inside = вътре: обявата не е изпълнена
mark-hanging = висящи точки до следващото раздаване
mark-contra = контра (×2)
mark-recontra = реконтра (×4)
mark-valat = капо: всички ръце
mark-pass = пас, не игра раздаването
mark-penalty = наказание
mark-win = спечели играта
