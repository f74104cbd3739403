import random
r = random.Random(123)
a = r.gauss(0, 1)
r.seed(123)
b = r.gauss(0, 1)
print(a == b, a)
r.gauss(0, 1)
r.seed(123)
print(r.gauss(0, 1) == a, [round(r.gauss(5, 2), 10) for _ in range(4)])
