x = 10
x += 5
x -= 3
x *= 2
x //= 5
x **= 3
x %= 7
print(x)
y = 2.5
y *= 4
y /= 3
print(y)
z = 0b1010
z |= 0b0101
z &= 0b1100
z ^= 0b0001
z <<= 2
z >>= 1
print(z)
s = 'ab'
s *= 3
s += '!'
print(s)
