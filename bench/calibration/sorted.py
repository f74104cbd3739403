import random
random.seed(1)
data = [random.random() for _ in range(1000)]
for _ in range(300):
    s = sorted(data)
