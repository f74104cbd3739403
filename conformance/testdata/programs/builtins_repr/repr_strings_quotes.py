for s in ["plain", "it's", 'say "x"', """both ' and \"""", "tab\there", "nl\n", "uni é ß 日", "\x00\x1f\x7f", "\u00a0\u2028", "emoji 😀", "\\back"]: print(repr(s))
