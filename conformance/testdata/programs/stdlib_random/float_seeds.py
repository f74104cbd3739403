import random
for s in [0.5, 1.5, -2.25, 1e-300, 123456.789, float('inf'), -float('inf'), 2.0, 10**20 * 1.0]:
    random.seed(s)
    print(s, random.random())
