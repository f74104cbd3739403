samples = ['0', '-0', '+5', ' 12 ', '1_000', '1__0', '_1', '0x1f', '0b101', '0o17', '017', '00', '١٢', '12.0', '1e3', '', ' ', 'abc', '9' * 30, '−5', '5\n', '\t-7\t']
for s in samples:
    out = []
    for base in (10, 0, 16):
        try:
            out.append(int(s, base))
        except ValueError as e:
            out.append('VE:' + str(e))
    print(repr(s), out)
