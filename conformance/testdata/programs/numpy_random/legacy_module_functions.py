# krait-run: --allow-import numpy.*
import numpy as np

np.random.seed(2)
print(np.random.random())
print(np.random.random((2, 2)))
print(np.random.random_sample(3))
print(np.random.sample(2))
print(np.random.ranf(2))
print(np.random.standard_normal(3))
print(np.random.standard_exponential(2))
print(np.random.randint(0, 2, size=8, dtype=bool))
print(np.random.bytes(8))
state = np.random.get_state()
a = np.random.rand(2)
np.random.set_state(state)
b = np.random.rand(2)
print(np.array_equal(a, b))
