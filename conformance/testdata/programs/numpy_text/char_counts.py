# krait-run: --allow-import numpy.*
import numpy as np
text = "hello numpy world"
chars = np.array(list(text.replace(" ", "")))
u, c = np.unique(chars, return_counts=True)
print(u)
print(c)
print(u[c.argmax()], c.max())
order = np.argsort(-c, kind="stable")
print("".join(u[order][:3]))
codes = np.array([ord(ch) for ch in text])
print(codes.min(), codes.max(), codes.mean().round(3))
