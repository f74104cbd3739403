t = 0
for _ in range(20000):
    t += sum(range(1000))
