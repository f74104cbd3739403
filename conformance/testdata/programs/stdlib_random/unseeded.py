import random
x = random.random()
print(0.0 <= x < 1.0, type(x).__name__)
r = random.Random()
ys = [r.randint(1, 6) for _ in range(100)]
print(all(1 <= y <= 6 for y in ys), len(set(ys)) > 1)
a, b = random.Random(), random.Random()
print(a.random() != b.random())
