import math
print(math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]))
print(math.fsum([]), math.fsum([1, 2, 3]), math.fsum(range(10)), math.fsum(x / 3 for x in range(100)))
print(math.fsum([1.0, 1e-16, 1e-16, 1e-16]), math.fsum([2.0**53, -0.5, -2.0**-54]))
print(math.fsum([math.inf, 1]), math.fsum([-math.inf, 1, -math.inf]), math.fsum([math.nan, 1]))
print(math.fsum([1.7976931348623157e308, -1e300, 1e300]))
for bad in [[math.inf, -math.inf], [1e308, 1e308], 1, ['a']]:
    try:
        print(math.fsum(bad))
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
