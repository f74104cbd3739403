import random
random.seed(17)
print([random.uniform(0, 10) for _ in range(3)], random.uniform(10**20, 10**20 + 1), random.uniform(-5, 5), random.uniform(1, 1.0))
print([random.triangular(0, 1, 0.9) for _ in range(3)], random.triangular(5, 1), random.triangular(low=2, high=4, mode=3))
