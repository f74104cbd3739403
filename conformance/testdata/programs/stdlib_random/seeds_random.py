import random
for s in range(20):
    random.seed(s)
    print(s, [random.random() for _ in range(5)])
