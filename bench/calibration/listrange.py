for _ in range(100000):
    ramp = list(range(1, 101))
