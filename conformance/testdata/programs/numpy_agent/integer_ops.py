# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([17, 24, 31, -7])
print(a // 5, a % 5)
print(np.divmod(a, 5))
print(np.gcd(12, 18), np.lcm(4, 6))
print(np.gcd(np.array([12, 15, 21]), 9))
print(a & 7, a | 1, a ^ 3, ~a)
print(a << 2, a >> 1)
print(np.left_shift(1, np.arange(5)))
print(np.power(2, np.arange(10)))
print(np.sum(a), np.prod(np.array([2, 3, 4])))
