import math
for x in [1, 2, 3, 4, 5, 10, 0.5, 1.5, 2.5, -0.5, -1.5, 20, 30, 100, 170, 0.1, 7.3]:
    print(x, math.gamma(x), math.lgamma(x))
for x in [0, -1, -2, 172, -math.inf]:
    try:
        print(math.gamma(x))
    except (ValueError, OverflowError) as e:
        print('gamma', x, type(e).__name__, e)
for x in [0, -1, -2]:
    try:
        print(math.lgamma(x))
    except ValueError as e:
        print('lgamma', x, e)
print(math.lgamma(1e300), math.lgamma(-2.5), math.gamma(math.inf), math.lgamma(-math.inf))
