samples = ['abc', 'ABC', 'Abc', 'a1', '123', '١٢٣', '½', '⅓', 'ⅷ', '²', ' ', '\t\n', '\x0b', '\u3000', 'é', 'Ǆ', 'ǅ', 'ß', '_', 'a_b', '日本', '', '!', 'A B', 'a-b', '\x00']
names = ['isalpha', 'isalnum', 'isdigit', 'isdecimal', 'isnumeric', 'isspace', 'islower', 'isupper', 'istitle', 'isidentifier', 'isprintable', 'isascii']
for s in samples:
    print(repr(s), ''.join('1' if getattr(s, n)() else '0' for n in names))
