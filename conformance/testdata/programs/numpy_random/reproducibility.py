# krait-run: --allow-import numpy.*
import numpy as np

def experiment(seed):
    rng = np.random.default_rng(seed)
    data = rng.normal(size=100)
    noise = rng.uniform(-0.1, 0.1, size=100)
    return round(float((data + noise).mean()), 10)

print(experiment(1) == experiment(1))
print(experiment(1), experiment(2))

np.random.seed(100)
a = np.random.rand(3)
np.random.seed(100)
b = np.random.rand(3)
print(np.array_equal(a, b), a)

def legacy(seed):
    r = np.random.RandomState(seed)
    return r.randint(0, 1000, 4).tolist()

print(legacy(9), legacy(9) == legacy(9))
