import unicodedata as ud
for f in [lambda: ud.category('ab'), lambda: ud.category(5), lambda: ud.category(''), lambda: ud.decimal('a'), lambda: ud.digit('x'), lambda: ud.numeric('q'), lambda: ud.name(1), lambda: ud.lookup(5)]:
    try:
        print(f())
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__, e)
print(ud.decimal('a', -1), ud.digit('x', 'd'), ud.numeric('q', 0.5), ud.numeric('\u00bd'), ud.numeric('\u2155'), ud.digit('\u00b2'), ud.decimal('\u0663'))
text = 'Crème Brûlée à la café'
print(''.join(c for c in ud.normalize('NFD', text) if ud.category(c) != 'Mn'))
print(sum(1 for c in 'Hello, World! 123' if ud.category(c).startswith('L')))
