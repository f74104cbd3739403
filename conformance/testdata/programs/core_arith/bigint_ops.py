a = 2 ** 200
b = 3 ** 120
print(a, b)
print(a + b, a - b, a * b)
print(a // b, a % b, divmod(a, 7))
print(-a // 3, -a % 3)
print(a > b, a == 2 ** 200, a != b, hash(a) == hash(2 ** 200))
print(a >> 150, a << 3, a & (2 ** 64 - 1), a | 1, a ^ a)
print(abs(-a), -(-a) == a, ~a)
print(len(str(10 ** 100)), str(10 ** 50)[:5])
print(int('123456789012345678901234567890') * 10)
print(bin(2 ** 70), hex(2 ** 70), oct(2 ** 70))
print(a / b)
print(float(2 ** 80), int(1e20), int(-1.5e19))
