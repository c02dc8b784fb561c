# PBN (стандарт PBN 2.1): чтение и запись файлов бриджа.

pbn-at-line = строка { $line }: { $text }
pbn-tag-unterminated = тег не закрыт: пишите [Имя "значение"] в одной строке (найдено «{ $text }»).
pbn-tag-format = «{ $text }» — не тег: пишите [Имя "значение"], например [Board "1"].
pbn-data-before-tag = «{ $text }» стоит раньше всех тегов; игра начинается со своих тегов.
pbn-string-unterminated = поле в кавычках не закрыто в своей строке (найдено «{ $text }»).
pbn-comment-unterminated = комментарий, открытый {"{"}, так и не закрыт {"}"}.
pbn-tag-copy = [{ $tag } "#"] повторяет значение предыдущей игры, но его нет.
pbn-empty = В файле нет ни одной игры PBN.
pbn-board = «{ $given }» — не номер сдачи: [Board] — число от 1.
pbn-declarer = «{ $given }» — не разыгрывающий: укажите место, N, E, S или W.
pbn-result = «{ $given }» — не результат: [Result] в PBN — число взяток разыгрывающего, от 0 до 13.
pbn-table-fields = в строке таблицы { $table } полей { $fields }, а столбцов { $columns } («{ $row }»); пустое поле пишется -.
pbn-table-column = в ScoreTable нет столбца { $column }.
pbn-table-pair = в строке ScoreTable нет пары в столбце { $column }.
pbn-table-contract = в строке ScoreTable нет ни контракта, ни искусственного результата (A60, A50, A40 для каждой линии).
pbn-only-bridge = PBN хранит бридж, а эта партия — { $game }.

cli-arg-import-format = Формат файла: json (документ партии) или pbn (результаты бриджа в Portable Bridge Notation); по умолчанию pbn для имени на .pbn, иначе json.
pbn-table-score = в ScoreTable { $column } равен { $given }, а контракт и взятки этой строки дают { $expected } по Закону 77 Законов дубликатного бриджа.
pbn-section-seat = [{ $tag } "{ $given }"] не называет место: тег раздела принимает N, E, S или W (сдающего для торговли, делающего первый ход для розыгрыша).
pbn-play-card = «{ $given }» — не карта раздела розыгрыша: пишется масть, затем достоинство (SA, HT, D2), или - для не сыгранной карты.
pbn-play-trick = в строке раздела розыгрыша { $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
   *[many] { $cards } карт
}: каждая строка — одна взятка, по карте (или -) на каждое из четырёх мест.
