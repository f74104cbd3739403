for s in ['12', '١٢', '²', '½', 'Ⅻ', '一', '1.5', '-1']: print(repr(s), s.isdigit(), s.isdecimal(), s.isnumeric())
