print(int(), int(3.9), int(-3.9), int('  42 '), int('-0'), int('ff', 16), int('0xff', 0), int('0b101', 0), int('0o17', 0), int('z', 36), int('1_000'), int(True), int('10', base=2))
print(int(1e20), int(-2.5e-3), int('  +7\n'))
