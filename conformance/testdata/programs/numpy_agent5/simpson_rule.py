# krait-run: --allow-import numpy.*
import numpy as np
def simpson(f, a, b, n=100):
    x = np.linspace(a, b, n + 1)
    y = f(x)
    h = (b - a) / n
    return h / 3 * (y[0] + y[-1] + 4 * y[1:-1:2].sum() + 2 * y[2:-1:2].sum())
print(round(simpson(np.sin, 0, np.pi), 10))
print(round(simpson(lambda x: x ** 2, 0, 3), 10))
print(round(simpson(np.exp, 0, 1), 10), round(np.e - 1, 10))
