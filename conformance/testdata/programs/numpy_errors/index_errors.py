# krait-run: --allow-import numpy.*
import numpy as np
m = np.arange(12).reshape(3, 4)
tests = [lambda: m[3], lambda: m[0, 4], lambda: m[:, -5], lambda: m[[0, 5]], lambda: m[0, 0, 0], lambda: m[1.5]]
for f in tests:
    try:
        f()
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
try:
    m[np.array([True, False])]
except IndexError as e:
    print("IndexError", e)
