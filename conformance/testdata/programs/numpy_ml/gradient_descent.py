# krait-run: --allow-import numpy.*
import numpy as np
X = np.array([1.0, 2.0, 3.0, 4.0])
y = np.array([3.0, 5.0, 7.0, 9.0])
w, b = 0.0, 0.0
lr = 0.01
for i in range(1000):
    pred = w * X + b
    dw = (2 / len(X)) * np.sum((pred - y) * X)
    db = (2 / len(X)) * np.sum(pred - y)
    w -= lr * dw
    b -= lr * db
print(round(w, 4), round(b, 4))
print(f"w={w:.3f}, b={b:.3f}")
