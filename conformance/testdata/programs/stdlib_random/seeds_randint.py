import random
for s in range(20):
    random.seed(s * 7919)
    print(s, [random.randint(1, 100) for _ in range(8)], random.randrange(10**30), random.getrandbits(70))
