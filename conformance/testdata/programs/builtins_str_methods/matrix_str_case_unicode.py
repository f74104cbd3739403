samples = ['hello World', 'ß', 'ǅungla', 'ﬁsh', 'İstanbul', 'ΣΊΣΥΦΟΣ', 'Ꭰꭰ', 'ŉ', 'straße STRASSE', 'mIxEd 123 ÀÉ']
for s in samples:
    print(repr(s), [s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), s.casefold()])
