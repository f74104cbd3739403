print(int('  -0012 '), int(7.99), int(-7.99), int('1_000'), int('ff', 16), int('0o17', 8), int('Z', 36))
print(float('1_0.5'), float(' -inf '), str(0.1 + 0.2), str(-0.0), str(10 ** 20), str(1e20))
print(list('abc'), tuple([1, 2]), set('aab') == {'a', 'b'}, dict([(1, 2)]), list({'k': 1}), list(range(3)))
print(bool(''), bool('False'), bool(0.0), bool([0]), int(True), str(None), repr(None), str(True))
print(hex(255), oct(8), bin(5), hex(-1), int('0x10', 0), format(255, 'x'), format(5, '08b'))
print(chr(65), ord('€'), ascii('naïve'), repr('naïve'), str(b'bytes'), bytes([104, 105]), bytes('hi', 'ascii'))
for bad in ('12a', '', ' ', '1e5', '0x1g'):
    try:
        int(bad, 0) if bad.startswith('0x') else int(bad)
    except ValueError as e:
        print(e)
