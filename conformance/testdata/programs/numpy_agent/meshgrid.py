# krait-run: --allow-import numpy.*
import numpy as np
x = np.linspace(-1, 1, 3)
y = np.linspace(0, 2, 3)
X, Y = np.meshgrid(x, y)
print(X)
print(Y)
Z = X ** 2 + Y ** 2
print(Z)
print(np.unravel_index(np.argmin(Z), Z.shape))
I, J = np.meshgrid(np.arange(2), np.arange(3), indexing="ij")
print(I.shape, J.shape)
print(I)
