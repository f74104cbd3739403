import random
random.seed(11)
print([random.randrange(10) for _ in range(10)])
print([random.randrange(5, 10) for _ in range(10)])
print([random.randrange(0, 100, 7) for _ in range(10)])
print([random.randrange(100, 0, -3) for _ in range(10)])
print([random.randrange(-10**20, 10**20) for _ in range(3)])
print(random.randrange(10.0), random.randrange(2, 9.0))
for args in [(0,), (5, 5), (5, 1), (1, 10, 0), (1.5,), (1, 2.5), (1, 10, 1.5), (5, None, 2), (10, 0, 1), ('a',)]:
    try:
        print(random.randrange(*args))
    except (ValueError, TypeError) as e:
        print(args, type(e).__name__, e)
