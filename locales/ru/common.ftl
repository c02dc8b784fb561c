list-separator = {", "}

error-line = { $text } [{ $rule }]
error-at-entry = запись { $entry }: { $text } [{ $rule }]
