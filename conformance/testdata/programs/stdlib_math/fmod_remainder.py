import math
for x, y in [(7, 3), (-7, 3), (7, -3), (5.5, 2), (1, math.inf), (-1, math.inf), (0, 5), (1e20, 3)]:
    print(x, y, math.fmod(x, y))
for x, y in [(7, 3), (-7, 3), (5, 2), (7, 2), (6, 4), (1, math.inf), (2.5, 1), (3.5, 1), (-2.5, 1)]:
    print(x, y, math.remainder(x, y))
for f, args in [(math.fmod, (1, 0)), (math.fmod, (math.inf, 1)), (math.remainder, (1, 0)), (math.remainder, (math.inf, 1))]:
    try:
        f(*args)
    except ValueError as e:
        print(f.__name__, e)
