a = list(range(1000))
hits = 0
for i in range(20000):
    if (i % 2000) in a:
        hits += 1
