import math
print(math.dist([0, 0], [3, 4]), math.dist((1, 2, 3), (4, 5, 6)), math.dist([], []), math.dist([1], [5]))
print(math.dist(range(5), [x * 1.5 for x in range(5)]), math.dist((1.5,), (-2.5,)))
for a, b in [([1], [1, 2]), (1, 2), (['a'], [1])]:
    try:
        math.dist(a, b)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
