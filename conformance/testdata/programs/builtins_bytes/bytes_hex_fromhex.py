print(b'\x00\xffab'.hex(), b'abc'.hex('-'), bytes.fromhex('de ad be ef'), bytes.fromhex('00ff').hex(), bytearray.fromhex('41 42'))
tests = [
    ('b"abc".hex("-")', lambda: b"abc".hex("-")),
    ('b"abcde".hex(":",2)', lambda: b"abcde".hex(":",2)),
    ('b"abcde".hex(":",-2)', lambda: b"abcde".hex(":",-2)),
    ('b"abcde".hex(b":",0)', lambda: b"abcde".hex(b":",0)),
    ('b"abc".hex("ab")', lambda: b"abc".hex("ab")),
    ('b"abc".hex("é")', lambda: b"abc".hex("é")),
    ('b"abc".hex(1)', lambda: b"abc".hex(1)),
    ('b"abc".hex("-", "x")', lambda: b"abc".hex("-", "x")),
    ('b"abc".hex(sep="-", bytes_per_sep=2)', lambda: b"abc".hex(sep="-", bytes_per_sep=2)),
    ('b"".hex("-")', lambda: b"".hex("-")),
    ('b"abc".hex("-",1,2)', lambda: b"abc".hex("-",1,2)),
    ('b"abc".hex(x=1)', lambda: b"abc".hex(x=1)),
    ('bytearray(b"abc").hex("-")', lambda: bytearray(b"abc").hex("-")),
    ('b"abc".hex("")', lambda: b"abc".hex("")),
    ('b"abc".hex(b"")', lambda: b"abc".hex(b"")),
    ('b"abc".hex("-", 2**70)', lambda: b"abc".hex("-", 2**70)),
    ('b"abc".hex("-", True)', lambda: b"abc".hex("-", True)),
    ('b"abc".hex(None)', lambda: b"abc".hex(None)),
    ('b"abc".hex(bytearray(b"_"))', lambda: b"abc".hex(bytearray(b"_"))),
    ('b"abc".hex("-", 1.0)', lambda: b"abc".hex("-", 1.0)),
    ('b"ab".hex("ÿ")', lambda: b"ab".hex("ÿ")),
    ('b"abcdef".hex(" ", 100)', lambda: b"abcdef".hex(" ", 100)),
    ('b"abcdef".hex(" ", -100)', lambda: b"abcdef".hex(" ", -100)),
    ('b"abcdef".hex(" ", 2**31)', lambda: b"abcdef".hex(" ", 2**31)),
    ('b"abcdefg".hex(" ", 3)', lambda: b"abcdefg".hex(" ", 3)),
    ('b"abcdefg".hex(" ", -3)', lambda: b"abcdefg".hex(" ", -3)),
    ('b"abcdef".hex(" ", 3)', lambda: b"abcdef".hex(" ", 3)),
    ('bytearray(b"abcdefg").hex(b"|", -4)', lambda: bytearray(b"abcdefg").hex(b"|", -4)),
    ('b"ab".hex([1])', lambda: b"ab".hex([1])),
    ('b"abcdef".hex(" ", -(2**31))', lambda: b"abcdef".hex(" ", -(2**31))),
    ('b"abcdef".hex(" ", -(2**31)-1)', lambda: b"abcdef".hex(" ", -(2**31)-1)),
    ('b"abc".hex(bytes_per_sep=2)', lambda: b"abc".hex(bytes_per_sep=2)),
]
for s, f in tests:
    try:
        print(s, repr(f()))
    except Exception as e:
        print(s, type(e).__name__, e)
