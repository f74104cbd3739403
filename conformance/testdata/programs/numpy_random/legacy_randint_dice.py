# krait-run: --allow-import numpy.*
import numpy as np

np.random.seed(0)
rolls = np.random.randint(1, 7, size=1000)
print(rolls[:20])
counts = np.bincount(rolls, minlength=7)[1:]
print(counts)
print("most common face:", counts.argmax() + 1)
print("mean roll:", rolls.mean())
two = np.random.randint(1, 7, size=(5, 2))
print(two)
print(two.sum(axis=1))
print(np.random.randint(10), np.random.randint(5, 10), np.random.randint(-3, 3, 4))
