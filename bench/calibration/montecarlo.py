import random
random.seed(0)
inside = 0
n = 1000000
for _ in range(n):
    x = random.random()
    y = random.random()
    if x * x + y * y <= 1.0:
        inside += 1
print(4 * inside / n)
