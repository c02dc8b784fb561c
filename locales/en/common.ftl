# Shared wording: lists, numbers, the error line.

list-separator = {", "}

# The line an error prints: its sentence and the rule id it cites.
error-line = { $text } [{ $rule }]
error-at-entry = entry { $entry }: { $text } [{ $rule }]
