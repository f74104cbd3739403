import random
for n, k in [(21, 5), (22, 5), (100, 30), (1000, 10), (6, 6), (50, 49)]:
    random.seed(n * 31 + k)
    print(n, k, random.sample(range(n), k))
