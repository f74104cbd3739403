# Exceptions raised and caught.
class AppError(Exception):
    pass


def check(i):
    if i % 3 == 0:
        raise ValueError("bad %d" % i)
    if i % 3 == 1:
        raise AppError(i)
    return i


caught = 0
total = 0
for i in range(250000):
    try:
        total += check(i)
    except ValueError as e:
        caught += 1
    except AppError:
        caught += 2
    finally:
        total += 1
d = {}
misses = 0
for i in range(120000):
    try:
        d[i % 10]
    except KeyError:
        misses += 1
        d[i % 10] = i
print(caught, total, misses)
