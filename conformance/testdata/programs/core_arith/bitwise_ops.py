print(5 & 3, 5 | 3, 5 ^ 3, ~5, -5 & 0xff, -1 >> 10, 1 << 65)
print(0b1010, 0o17, 0xFF, 1_000_000, 0b_1111)
print((255).bit_length(), (0).bit_length(), (-8).bit_length())
try:
    1 << -1
except ValueError as e:
    print(e)
x = 0b1100
x &= 0b1010
x |= 1
x ^= 0b11
x <<= 2
x >>= 1
print(x)
