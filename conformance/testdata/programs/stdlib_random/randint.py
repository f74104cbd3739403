import random
random.seed(2024)
print([random.randint(-5, 5) for _ in range(20)])
print(random.randint(10**20, 10**21), random.randint(7, 7), random.randint(True, 3))
for args in [(5, 1), (1, 2.5), (1.5, 3), (1,), (1, 2, 3), ('a', 'b')]:
    try:
        print(random.randint(*args))
    except (ValueError, TypeError) as e:
        print(args, type(e).__name__, e)
