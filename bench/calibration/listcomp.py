for _ in range(2000):
    sq = [i * i for i in range(1000)]
    t = sum(sq)
