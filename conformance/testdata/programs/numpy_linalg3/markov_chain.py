# krait-run: --allow-import numpy.*
import numpy as np
P = np.array([[0.9, 0.075, 0.025], [0.15, 0.8, 0.05], [0.25, 0.25, 0.5]])
state = np.array([1.0, 0.0, 0.0])
for _ in range(50):
    state = state @ P
print(np.round(state, 6))
w, v = np.linalg.eig(P.T)
i = np.argmin(np.abs(w - 1))
stat = np.real(v[:, i] / v[:, i].sum())
print(np.round(stat, 6))
print(np.round(np.linalg.matrix_power(P, 100)[0], 6))
