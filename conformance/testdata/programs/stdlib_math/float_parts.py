import math
for x in [0.0, -0.0, 1.0, 0.5, 3.75, -10.25, 1e300, 5e-324, math.inf, -math.inf]:
    print(x, math.frexp(x), math.modf(x))
print(math.modf(math.nan), math.frexp(math.nan))
print(math.ldexp(0.5, 3), math.ldexp(1, -1074), math.ldexp(1, -1075), math.ldexp(-3.0, 10), math.ldexp(1.0, -10**30), math.ldexp(0.0, 10**30))
for args in [(1.0, 1.5), (1.0, 10000), (1.0, 10**30)]:
    try:
        print(math.ldexp(*args))
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
