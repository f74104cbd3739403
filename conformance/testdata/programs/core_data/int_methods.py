print((255).bit_length(), (10).to_bytes(2, 'big'), int.from_bytes(b'\x01\x00', 'big'))
print((-7).__abs__() if False else abs(-7), divmod(100, 7), 17 // 5, -17 // 5)
print(int('  42  '), int('-0x1f', 16), int('0o17', 0), int('1_000'))
print(2 ** 0.5, 10 ** -1, (-8) ** (1/3) if False else 'skip')
