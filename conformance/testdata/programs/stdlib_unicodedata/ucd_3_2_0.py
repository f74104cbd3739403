import unicodedata as u
o = u.ucd_3_2_0
print(type(o).__name__, type(o) is u.UCD, o.unidata_version, u.unidata_version)
for c in ['a', '\u0378', '\u4db6', '\u20ac', '\U0001f600', '\u0221', '\u1e9b', '\u00bd', '\u2153', '\u3405', '\u0f2a', '\u2e80', '\u08a0', '\uabcd']:
    print(hex(ord(c)), o.category(c), u.category(c), repr(o.bidirectional(c)), o.east_asian_width(c), o.mirrored(c), o.combining(c), repr(o.decomposition(c)), o.name(c, None), u.name(c, None), o.numeric(c, None), o.decimal(c, None), o.digit(c, None))
try:
    o.name('\U0001f600')
except ValueError as e:
    print('ValueError:', e)
print(o.lookup('LATIN SMALL LETTER A'), o.lookup('euro sign'))
for n in ['GRINNING FACE', 'LATIN CAPITAL LETTER GHA']:
    try:
        o.lookup(n)
    except KeyError as e:
        print('KeyError:', e)
print(o.normalize('NFC', 'e\u0301'), o.is_normalized('NFD', '\u00e9'))
try:
    u.UCD()
except TypeError as e:
    print('TypeError:', e)
diffs = 0
for c in range(0x0, 0x3000):
    ch = chr(c)
    if o.category(ch) != u.category(ch): diffs += 1
print(diffs)
