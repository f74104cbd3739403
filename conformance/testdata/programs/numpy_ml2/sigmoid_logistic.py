# krait-run: --allow-import numpy.*
import numpy as np
def sigmoid(z):
    return 1 / (1 + np.exp(-z))
X = np.array([[0.5, 1.0], [1.5, -0.5], [-1.0, 2.0], [2.0, 2.0]])
y = np.array([0, 1, 0, 1])
w = np.zeros(2)
b = 0.0
lr = 0.5
for _ in range(100):
    p = sigmoid(X @ w + b)
    grad_w = X.T @ (p - y) / len(y)
    grad_b = (p - y).mean()
    w -= lr * grad_w
    b -= lr * grad_b
print(np.round(w, 4), round(b, 4))
print((sigmoid(X @ w + b) > 0.5).astype(int))
