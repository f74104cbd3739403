import math
for x in [0, 1, 2, 4, 0.5, 1e-300, 1e300, 2**100, True, 10**30]:
    print(x, math.sqrt(x))
print(math.sqrt(-0.0), math.sqrt(math.inf))
for bad in [-1, -1e-300, -math.inf]:
    try:
        math.sqrt(bad)
    except ValueError as e:
        print('ValueError', e)
