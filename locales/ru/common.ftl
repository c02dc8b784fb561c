list-separator = {", "}

error-line = { $text } [{ $rule }]
error-at-entry = запись { $entry }: { $text } [{ $rule }]

# Quick-entry flags and options several games share.
flag-dealer = who dealt (default: the next in turn)
flag-won = tricks each player won, e.g. Аня=3,Борис=5 (checked against the cards taken)
flag-renege = a player who reneged (repeat per renege)
flag-took-hearts = scoring cards a player took, repeatable: --took Борис=QS,KS,3H or a count --took Вера=5 (hearts)
option-limit = the match ends when a player reaches this many penalty points (0: never)
option-deals = the match ends after this many deals (0: no agreed number)

mark-barrel = на бочке: играет до 1000
mark-barrel-fall = падение с бочки
mark-bolt = болт: за сдачу ничего не записано
mark-bolts-penalty = третий болт: штраф, счёт болтов начинается заново
mark-reset-555 = ровно 555: счёт обнуляется
mark-overshoot = счёт перешёл за 0: снова с −25
mark-conceded = расписано до первого хода
mark-inside = заказ не выполнен
mark-hanging = очки висят до следующей сдачи
mark-contra = контра (×2)
mark-recontra = реконтра (×4)
mark-valat = все взятки (капо)
mark-pass = пас: сдачу не играет
mark-penalty = штраф
mark-win = партия выиграна
