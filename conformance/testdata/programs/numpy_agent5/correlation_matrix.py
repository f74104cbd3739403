# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([[1.0, 2.0, 3.0, 4.0, 5.0], [2.0, 4.1, 6.2, 7.9, 10.1], [5.0, 3.0, 4.0, 1.0, 2.0]])
C = np.corrcoef(data)
print(np.round(C, 4))
print(np.round(np.cov(data), 4))
i, j = np.triu_indices(3, 1)
pairs = sorted(zip(np.abs(C[i, j]), i, j), reverse=True)
print([(int(a), int(b)) for _, a, b in pairs])
