# Въвеждане стъпка по стъпка: `kozyr deal` без флагове за раздаването в терминал пита за всяко поле поред.

guided-intro = Игра { $number }, { $game }: раздаването се въвежда поле по поле. Enter оставя полето празно; Esc или Ctrl-C прекъсва и нищо не се записва.
guided-next = Следва: { $next }
guided-examples = Същото може да се напише на един ред, например:

# Под всеки въпрос: флагът, който попълва, видът на отговора и какво прави Enter.
guided-help = { $flag } · { $form } · { $enter }
guided-help-plain = { $flag } · { $enter }
guided-item = { $name }
guided-form-name = име: { $names }
guided-form-names = имена, разделени със запетая: { $names }
guided-form-number = цяло число
guided-form-pairs = ИМЕ=ЧИСЛО, разделени със запетая ({ $names })
guided-form-list = по едно
guided-form-side-list = ИМЕ:СТОЙНОСТ, по едно ({ $names })
guided-form-switch = д или н
guided-enter-skip = Enter — пропусни
guided-enter-done = Enter — готово
guided-enter-no = Enter — не
guided-another = { $question } (още)

# Отговорите се проверяват веднага.
guided-name-unknown = { $name } не играе в тази игра ({ $names })
guided-name-guess = { $name } не играе в тази игра; може би { $guess }?
guided-fix = Поправете { $flags }.
guided-choose = Кой отговор да се промени?
guided-choose-help = стрелки — избор, Enter — промени, Esc — прекъсни
guided-choose-field = { $flag }: { $answer }
guided-choose-stop = прекъсни, не записвай нищо
guided-empty = (празно)

# Да или не.
guided-yes = да
guided-no = не
guided-yes-words = д, да, y, yes
guided-no-words = н, не, n, no
guided-default-yes = Д/н
guided-default-no = д/Н
guided-yes-no-invalid = отговорете „{ $yes }“ или „{ $no }“

# Преди записа.
guided-preview = Раздаването ще бъде записано така:
guided-as-flags = Същото на един ред:
guided-confirm = Да се запише ли това раздаване?
guided-declined = Нищо не е записано.
guided-cancelled = въвеждането е прекъснато; нищо не е записано
guided-stopped-mark = (прекъснато)
