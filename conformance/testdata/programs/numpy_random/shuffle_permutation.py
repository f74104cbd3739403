# krait-run: --allow-import numpy.*
import numpy as np

np.random.seed(3)
deck = list(range(1, 11))
np.random.shuffle(deck)
print(deck)
arr = np.arange(10)
np.random.shuffle(arr)
print(arr)
print(np.random.permutation(10))
print(np.random.permutation([1.5, 2.0, 3.25]))
m = np.arange(12).reshape(4, 3)
np.random.shuffle(m)
print(m)
print(np.random.permutation(m))
names = ["ann", "bob", "cy", "dee"]
order = np.random.permutation(len(names))
print([names[i] for i in order])
