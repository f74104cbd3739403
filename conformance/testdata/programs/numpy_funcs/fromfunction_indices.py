# krait-run: --allow-import numpy.*
import numpy as np
print(np.fromfunction(lambda i, j: i + j, (3, 3)))
print(np.fromfunction(lambda i, j: i * 10 + j, (2, 3), dtype=int))
print(np.indices((2, 3)))
print(np.fromiter((x * x for x in range(5)), dtype=int))
print(np.fromiter(range(4), float))
