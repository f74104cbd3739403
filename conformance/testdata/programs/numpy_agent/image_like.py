# krait-run: --allow-import numpy.*
import numpy as np
img = np.arange(25).reshape(5, 5)
print(img)
print(img[1:4, 1:4])
print(np.flipud(img)[0], np.fliplr(img)[0])
print(np.rot90(img) if hasattr(np, "rot90") else img.T[::-1])
print(img.max(axis=0), img.min(axis=1))
padded = np.zeros((7, 7), dtype=int)
padded[1:6, 1:6] = img
print(padded)
print((img > 12).astype(int))
