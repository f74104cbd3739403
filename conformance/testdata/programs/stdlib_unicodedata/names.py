import unicodedata as ud
for name in ['LATIN SMALL LETTER A', 'latin small letter a', 'SNOWMAN', 'GREEK SMALL LETTER ALPHA', 'CJK UNIFIED IDEOGRAPH-4E00', 'HANGUL SYLLABLE GAG', 'HANGUL SYLLABLE HIH', 'EURO SIGN', 'SPACE', 'DIGIT ZERO', 'GRINNING FACE']:
    c = ud.lookup(name)
    print(name, repr(c), ud.name(c))
for bad in ['NOT A CHARACTER NAME', 'CJK UNIFIED IDEOGRAPH-0041', 'HANGUL SYLLABLE XYZ', '']:
    try:
        ud.lookup(bad)
    except KeyError as e:
        print('KeyError', e)
for c in ['\x00', '\ue000', '\U0010ffff', '\U00017000', '\u0378']:
    print(repr(c), ud.name(c, 'none'), ud.category(c))
try:
    ud.name('\x00')
except ValueError as e:
    print('ValueError', e)
for n in ['cjk unified ideograph-9FFF', 'hangul syllable gag', 'HANGUL SYLLABLE gag', 'CJK UNIFIED IDEOGRAPH-4e00', 'CJK UNIFIED IDEOGRAPH-04E00', 'CJK UNIFIED IDEOGRAPH-4E0', 'snowman', 'Latin Capital Letter B']:
    try:
        print(n, repr(ud.lookup(n)))
    except KeyError as e:
        print(n, 'KeyError', e)
print(ud.lookup(b'SNOWMAN'))
