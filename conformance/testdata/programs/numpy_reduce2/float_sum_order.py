# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([0.1] * 100)
print(x.sum(), sum([0.1] * 100), np.add.reduce(x))
y = np.arange(1, 1001) / 3
print(y.sum(), y.mean())
m = (np.arange(1, 41) / 7).reshape(8, 5)
print(m.sum(axis=0))
print(m.sum(axis=1))
print(m.sum())
print(m.T.sum(), m[:, 1:].sum())
z = np.linspace(0.1, 1.1, 37)
print(z.sum(), z.std(), z.var())
print(np.cumsum(z)[-1], np.prod(np.array([1.1, 1.2, 1.3])))
