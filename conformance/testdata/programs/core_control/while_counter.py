a, b = 0, 1
fibs = []
while a < 200:
    fibs.append(a)
    a, b = b, a + b
print(fibs)
n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print(steps)
