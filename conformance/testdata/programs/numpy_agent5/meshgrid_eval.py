# krait-run: --allow-import numpy.*
import numpy as np
x = np.linspace(0, 1, 3)
y = np.linspace(0, 2, 2)
X, Y = np.meshgrid(x, y)
print(X)
print(Y)
Xi, Yi = np.meshgrid(x, y, indexing='ij')
print(Xi.shape, Yi.shape)
print(np.sqrt(X ** 2 + Y ** 2).round(4))
g = np.mgrid[0:3, 0:2]
print(g.shape, g[0])
o = np.ogrid[0:3, 0:2]
print(o[0].shape, o[1].shape, (o[0] + o[1]))
