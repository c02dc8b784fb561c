# Пошаговый ввод: `kozyr deal` без флагов сдачи в терминале спрашивает сдачу поле за полем.

guided-intro = Партия { $number }, { $game }: сдача записывается по вопросам. Enter оставляет поле пустым; Esc или Ctrl-C прерывает ввод, и ничего не записывается.
guided-next = Далее: { $next }
guided-examples = То же самое можно набрать одной строкой, например:

# Под каждым вопросом: флаг, который он заполняет, вид ответа и что делает Enter.
guided-help = { $flag } · { $form } · { $enter }
guided-help-plain = { $flag } · { $enter }
guided-item = { $name }
guided-form-name = имя: { $names }
guided-form-names = имена через запятую: { $names }
guided-form-number = целое число
guided-form-pairs = ИМЯ=ЧИСЛО через запятую ({ $names })
guided-form-list = по одному
guided-form-side-list = ИМЯ:ЗНАЧЕНИЕ, по одному ({ $names })
guided-form-switch = д или н
guided-enter-skip = Enter — пропустить
guided-enter-done = Enter — хватит
guided-enter-no = Enter — нет
guided-another = { $question } (ещё)

# Ответы проверяются сразу.
guided-name-unknown = { $name } не играет в этой партии ({ $names })
guided-name-guess = { $name } не играет в этой партии; может быть, { $guess }?
guided-fix = Исправьте { $flags }.
guided-choose = Какой ответ изменить?
guided-choose-help = стрелки — выбор, Enter — изменить, Esc — прервать
guided-choose-field = { $flag }: { $answer }
guided-choose-stop = прервать, ничего не записывать
guided-empty = (пусто)

# Да или нет.
guided-yes = да
guided-no = нет
guided-yes-words = д, да, y, yes
guided-no-words = н, нет, n, no
guided-default-yes = Д/н
guided-default-no = д/Н
guided-yes-no-invalid = ответьте «{ $yes }» или «{ $no }»

# Перед записью.
guided-preview = Сдача будет записана так:
guided-as-flags = То же одной строкой:
guided-confirm = Записать эту сдачу?
guided-declined = Ничего не записано.
guided-cancelled = ввод прерван; ничего не записано
guided-stopped-mark = (прервано)
