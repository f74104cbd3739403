import math
print(math.log(8, 2), math.log(100, 10), math.log(1000, 10), math.log(2, 8))
print(math.log(10**400), math.log(10**400, 10), math.log2(2**1000), math.log10(10**500))
print(math.log(2**1023 * 3), math.log10(1000), math.log2(1024), math.log2(3))
print(math.log(7, 3.5), math.log(True + 1), math.log(5, 5))
for args in [(0,), (-1,), (10, 1), (10, 0), (-10**400,), (10**400, -1), (1.0, 1.0)]:
    try:
        print(math.log(*args))
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
for f in (math.log2, math.log10, math.log1p):
    try:
        f(-1)
    except ValueError as e:
        print(f.__name__, e)
