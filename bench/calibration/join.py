words = ["alpha", "beta", "gamma", "delta"] * 50
for _ in range(20000):
    s = " ".join(words)
    parts = s.split(" ")
