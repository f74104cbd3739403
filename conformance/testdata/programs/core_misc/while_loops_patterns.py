n, steps = 27, 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print('collatz steps', steps)
a, b = 0, 1
fibs = []
while len(fibs) < 10:
    fibs.append(a)
    a, b = b, a + b
print(fibs)
queue = [5]
seen = []
while queue:
    x = queue.pop()
    if x in seen:
        continue
    seen.append(x)
    if x > 0:
        queue.extend([x - 2, x - 1])
print(seen)
i = 10
while i:
    i -= 3
    if i < 0:
        print('went negative', i)
        break
else:
    print('hit zero')
