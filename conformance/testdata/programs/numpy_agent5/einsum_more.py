# krait-run: --allow-import numpy.*
import numpy as np
A = np.arange(6).reshape(2, 3)
B = np.arange(12).reshape(3, 4)
print(np.einsum('ij,jk->ik', A, B))
print(np.einsum('ii', np.arange(9).reshape(3, 3)), np.einsum('ii->i', np.arange(9).reshape(3, 3)))
print(np.einsum('ij->', A), np.einsum('ij->j', A))
print(np.einsum('i,j->ij', [1, 2], [3, 4, 5]))
x = np.arange(24).reshape(2, 3, 4)
print(np.einsum('bij->bji', x).shape, np.einsum('bij,bjk->bik', x, x.transpose(0, 2, 1)).shape)
