# krait-run: --allow-import numpy.*
import numpy as np
temps = np.array([[22.1, 23.4, 21.8, 25.0], [19.5, 20.1, 18.9, 21.2], [30.2, 31.5, 29.8, 32.1]])
print("Shape:", temps.shape)
print("Mean per city:", temps.mean(axis=1))
print("Max per day:", temps.max(axis=0))
print("Overall mean: %.3f" % temps.mean())
print("Argmax:", np.argmax(temps), np.unravel_index(np.argmax(temps), temps.shape))
norm = (temps - temps.mean(axis=1, keepdims=True)) / temps.std(axis=1, keepdims=True)
print(np.round(norm, 3))
print(np.cumsum(temps, axis=1))
print(np.where(temps > 25, "hot", "ok"))
