import math
for n in [0, 1, 2, 3, 4, 15, 16, 17, 10**20, 2**200 + 1, 10**100 - 1, True]:
    print(n, math.isqrt(n))
for bad in [-1, 1.5, '4']:
    try:
        math.isqrt(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
