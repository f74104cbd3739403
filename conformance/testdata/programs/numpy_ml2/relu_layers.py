# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([[1.0, -2.0, 3.0]])
W1 = np.array([[0.1, 0.2], [-0.3, 0.4], [0.5, -0.6]])
b1 = np.array([0.01, -0.02])
h = np.maximum(0, x @ W1 + b1)
print(h)
W2 = np.array([[1.0], [-1.0]])
out = h @ W2
print(out, out.shape)
print(np.where(x > 0, x, 0.01 * x))
