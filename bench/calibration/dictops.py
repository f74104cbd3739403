for _ in range(2000):
    d = {}
    for i in range(200):
        d[i] = d.get(i, 0) + 1
    k = sorted(d.items(), key=lambda kv: -kv[1])[:5]
