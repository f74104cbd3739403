# krait-run: --allow-import numpy.*
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(12).reshape(3, 4)
print(np.einsum("ij,jk->ik", a, b))
print(np.einsum("ij->ji", a))
print(np.einsum("ij->", a), np.einsum("ij->i", a), np.einsum("ij->j", a))
v = np.array([1, 2, 3])
print(np.einsum("i,i->", v, v), np.einsum("i,j->ij", v, v))
print(np.einsum("ii->i", np.arange(9).reshape(3, 3)), np.einsum("ii", np.arange(9).reshape(3, 3)))
print(np.einsum("ij,ij->i", a, a))
print(np.einsum("bij,bjk->bik", np.ones((2, 2, 3)), np.ones((2, 3, 2))))
