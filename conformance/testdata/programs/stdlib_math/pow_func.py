import math
for x, y in [(2, 10), (2, 0.5), (2, -1), (-2, 3), (-2, 2), (-2.5, 3), (0, 0), (0, 5), (1.1, 10), (10, -5), (1, math.nan), (math.nan, 0), (math.inf, -1), (-math.inf, 3), (0.5, math.inf), (3, 1/3)]:
    print(x, y, math.pow(x, y))
for args in [(0, -1), (-8, 1/3), (10, 400), (-10, 401)]:
    try:
        math.pow(*args)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
