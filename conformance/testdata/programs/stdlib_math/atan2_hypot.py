import math
for y, x in [(1, 1), (1, -1), (-1, -1), (0, -1), (-0.0, -1), (0, 0), (3, 4), (math.inf, 1), (1, math.inf)]:
    print(y, x, math.atan2(y, x))
print(math.hypot(3, 4), math.hypot(), math.hypot(5), math.hypot(-5), math.hypot(1, 2, 3))
print(math.hypot(1e300, 1e300), math.hypot(1e-320, 1e-320), math.hypot(0.1, 0.2, 0.3, 0.4))
print(math.hypot(math.inf, math.nan), math.hypot(math.nan, 1), math.hypot(1.5, 2.5, 3.5))
for i in range(1, 8):
    print(math.hypot(*[j / 7 for j in range(i)]))
