import math
for n in [0, 1, 2, 5, 10, 20, 21, 30, 100, True]:
    print(n, math.factorial(n))
print(len(str(math.factorial(1000))))
for bad in [-1, 1.5, 2.0, 'a', 10**20]:
    try:
        math.factorial(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
