# krait-run: --allow-import numpy.*
import numpy as np
masses = np.array([2.0, 3.0, 5.0])
positions = np.array([[0.0, 0.0], [1.0, 2.0], [3.0, -1.0]])
com = (masses[:, None] * positions).sum(axis=0) / masses.sum()
print(com)
print(np.average(positions, axis=0, weights=masses))
I = (masses * ((positions - com) ** 2).sum(axis=1)).sum()
print(round(I, 6))
