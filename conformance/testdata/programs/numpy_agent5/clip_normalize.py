# krait-run: --allow-import numpy.*
import numpy as np
img = np.array([[-20, 50, 300], [128, 255, 0]])
print(np.clip(img, 0, 255))
print(img.clip(min=0), img.clip(max=100))
n = (img - img.min()) / (img.max() - img.min())
print(np.round(n, 4))
print((n * 255).astype(int))
print(np.interp(img, [0, 255], [0.0, 1.0]).round(4))
