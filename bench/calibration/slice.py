a = list(range(1000))
for _ in range(20000):
    b = a[:]
    c = a[100:900]
