# krait-run: --allow-import numpy.*
import numpy as np
print(np.vander(np.array([1, 2, 3])))
print(np.vander(np.array([1, 2, 3]), 2))
print(np.vander(np.array([1, 2, 3]), increasing=True))
print(np.block([[np.eye(2), np.zeros((2, 1))], [np.ones((1, 2)), np.array([[5.0]])]]))
print(np.block([np.array([1, 2]), np.array([3])]))
