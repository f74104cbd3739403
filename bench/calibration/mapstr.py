for _ in range(20000):
    s = ",".join(map(str, range(100)))
