# krait-run: --allow-import numpy.*
import numpy as np
A = np.array([[12.0, -51.0, 4.0], [6.0, 167.0, -68.0], [-4.0, 24.0, -41.0]])
Q, R = np.linalg.qr(A)
print(np.allclose(Q @ R, A), np.allclose(Q.T @ Q, np.eye(3)))
print(np.round(np.abs(R), 6))
print(np.round(np.abs(np.diag(R)), 6))
r = np.linalg.qr(A, mode="r")
print(np.round(np.abs(r), 4))
