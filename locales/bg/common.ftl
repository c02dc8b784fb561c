list-separator = {", "}

error-line = { $text } [{ $rule }]
error-at-entry = запис { $entry }: { $text } [{ $rule }]
