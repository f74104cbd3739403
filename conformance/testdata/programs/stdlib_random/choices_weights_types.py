import random
random.seed(3)
print(random.choices(['a', 'b', 'c'], weights=[1, 2, 3], k=8), random.choices(range(3), cum_weights=[0.1, 0.5, 1.0], k=6), random.choices('xyz', weights=[True, False, True], k=5))
print(random.choices([1, 2, 3], [10**20, 1, 1], k=4), random.choices((10, 20), k=3))
