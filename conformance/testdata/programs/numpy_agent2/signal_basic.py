# krait-run: --allow-import numpy.*
import numpy as np
t = np.linspace(0, 1, 9)
sig = np.round(np.sin(2 * np.pi * 2 * t), 6)
print(sig)
print("Zero crossings:", np.sum(np.diff(np.sign(sig)) != 0))
print("Peak:", sig.max(), "at", t[sig.argmax()])
print("RMS:", round(float(np.sqrt(np.mean(sig ** 2))), 6))
clipped = np.clip(sig, -0.5, 0.5)
print(clipped)
