import unicodedata as ud
samples = ['e\u0301', '\u00e9', 'ﬁ', '\u2163', 'Å', 'A\u030a', '\uac00', '\u1100\u1161', '①②', 'ｶﾞ', '\u1e9b\u0323', 'x\u0327\u0301', 'ñandú', '', 'plain ascii']
for s in samples:
    print(repr(s), [repr(ud.normalize(f, s)) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')], [ud.is_normalized(f, s) for f in ('NFC', 'NFD', 'NFKC', 'NFKD')])
for f in [lambda: ud.normalize('XYZ', 'a'), lambda: ud.normalize('NFC', 5), lambda: ud.normalize('NFC')]:
    try:
        f()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
