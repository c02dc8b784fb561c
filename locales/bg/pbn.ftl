# PBN (стандартът PBN 2.1): четене и запис на файлове за бридж.

pbn-at-line = ред { $line }: { $text }
pbn-tag-unterminated = етикетът не е затворен: пишете [Име "стойност"] на един ред (намерено «{ $text }»).
pbn-tag-format = «{ $text }» не е етикет: пишете [Име "стойност"], например [Board "1"].
pbn-data-before-tag = «{ $text }» стои преди всички етикети; играта започва със своите етикети.
pbn-string-unterminated = поле в кавички не е затворено на своя ред (намерено «{ $text }»).
pbn-comment-unterminated = коментар, отворен с {"{"}, не е затворен с {"}"}.
pbn-tag-copy = [{ $tag } "#"] повтаря стойността от предишната игра, но такава няма.
pbn-empty = Във файла няма нито една игра PBN.
pbn-board = «{ $given }» не е номер на раздаване: [Board] е число от 1.
pbn-declarer = «{ $given }» не е разиграващ: посочете мястото, N, E, S или W.
pbn-result = «{ $given }» не е резултат: [Result] в PBN е броят взятки на разиграващия, от 0 до 13.
pbn-table-fields = ред от таблицата { $table } има { $fields } полета, а колоните са { $columns } («{ $row }»); празно поле се пише -.
pbn-table-column = в ScoreTable няма колона { $column }.
pbn-table-pair = ред от ScoreTable няма двойка в колоната { $column }.
pbn-table-contract = ред от ScoreTable няма нито договор, нито изкуствен резултат (A60, A50, A40 за всяка линия).
pbn-only-bridge = PBN съхранява бридж, а тази партия е { $game }.

cli-arg-import-format = Форматът на файла: json (документ на играта) или pbn (резултати от бридж в Portable Bridge Notation); по подразбиране pbn за име, завършващо на .pbn, иначе json.
pbn-table-score = в ScoreTable { $column } е { $given }, а договорът и взятките на този ред дават { $expected } по Закон 77 от Законите на дубликатния бридж.
