# Guided entry: `kozyr deal` with no deal flags on a terminal asks for the deal field by field.

guided-intro = Match { $number }, { $game }: the deal is asked for field by field. Enter leaves a field empty; Esc or Ctrl-C stops, and nothing is recorded.
guided-next = Next: { $next }
guided-examples = The same can be typed in one line, e.g.:

# Under each question: the flag it fills, the form of the answer, what Enter does.
guided-help = { $flag } · { $form } · { $enter }
guided-help-plain = { $flag } · { $enter }
guided-item = { $name }
guided-form-name = a name: { $names }
guided-form-names = names, comma separated: { $names }
guided-form-number = a whole number
guided-form-pairs = NAME=NUMBER, comma separated ({ $names })
guided-form-list = one at a time
guided-form-side-list = NAME:VALUE, one at a time ({ $names })
guided-form-switch = y or n
guided-enter-skip = Enter: skip
guided-enter-done = Enter: done
guided-enter-no = Enter: no
guided-another = { $question } (another)

# Answers checked as they are typed.
guided-name-unknown = { $name } is not in this match ({ $names })
guided-name-guess = { $name } is not in this match; did you mean { $guess }?
guided-fix = Change { $flags } to put it right.
guided-choose = Which answer should change?
guided-choose-help = arrow keys to move, Enter to choose, Esc to stop
guided-choose-field = { $flag }: { $answer }
guided-choose-stop = stop, record nothing
guided-empty = (empty)

# Yes or no.
guided-yes = yes
guided-no = no
guided-yes-words = y, yes
guided-no-words = n, no
guided-default-yes = Y/n
guided-default-no = y/N
guided-yes-no-invalid = answer { $yes } or { $no }

# Before anything is written.
guided-preview = This deal would be recorded so:
guided-as-flags = The same in one line:
guided-confirm = Record this deal?
guided-declined = Nothing recorded.
guided-cancelled = stopped; nothing was recorded
guided-stopped-mark = (stopped)
