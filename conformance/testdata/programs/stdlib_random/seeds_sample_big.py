import random
for s in range(20):
    random.seed(s)
    print(s, random.sample(range(50), 8), random.choices(range(10), k=5), random.randrange(3, 1000, 7))
