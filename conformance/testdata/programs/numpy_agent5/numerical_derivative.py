# krait-run: --allow-import numpy.*
import numpy as np
f = lambda x: np.sin(x) * np.exp(-x / 3)
x = np.linspace(0, 2, 11)
h = 1e-5
df = (f(x + h) - f(x - h)) / (2 * h)
exact = np.cos(x) * np.exp(-x / 3) - np.sin(x) * np.exp(-x / 3) / 3
print(np.round(df, 6))
print(np.max(np.abs(df - exact)) < 1e-8)
print(np.round(np.gradient(f(x), x), 4))
