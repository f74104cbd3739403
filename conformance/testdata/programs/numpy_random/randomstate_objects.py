# krait-run: --allow-import numpy.*
import numpy as np

a = np.random.RandomState(2024)
b = np.random.RandomState(2024)
print(a.rand(3))
print(b.rand(3))
print(np.array_equal(a.randn(4), b.randn(4)))
print(a.randint(0, 100, 5), b.randint(0, 100, 5))
print(a)
c = np.random.RandomState([1, 2, 3])
print(c.random_sample(2))
state = a.get_state()
first = a.normal(size=3)
a.set_state(state)
again = a.normal(size=3)
print(first)
print(np.array_equal(first, again))
print(state[0], state[2], len(state[1]))
