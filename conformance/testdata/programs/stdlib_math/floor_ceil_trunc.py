import math
for x in [1.5, -1.5, 2.0, -0.5, 0.0, 1e20, -1e20, 123456789.99, 3, -7, True, False, 2**70]:
    r = (math.floor(x), math.ceil(x), math.trunc(x))
    print(x, r, [type(v).__name__ for v in r])
for bad in [math.inf, -math.inf, math.nan]:
    for f in (math.floor, math.ceil, math.trunc):
        try:
            f(bad)
        except (ValueError, OverflowError) as e:
            print(f.__name__, type(e).__name__, e)
