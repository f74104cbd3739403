# krait-run: --allow-import numpy.*
import numpy as np
img = np.arange(25).reshape(5, 5)
print(img[1:4, 1:4])
print(np.flipud(img)[0], np.fliplr(img)[0])
print(np.rot90(img)[0])
print(img[::2, ::2])
padded = np.pad(img[:2, :2], 1, mode='constant')
print(padded)
print((img > 12).astype(int).sum())
