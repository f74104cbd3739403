# krait-run: --allow-import numpy.*
import numpy as np
temps = np.array([22.1, 23.4, 21.8, 25.6, 26.1, 24.9, 23.3, 22.7, 27.4, 28.0, 26.5, 25.1, 24.0, 23.8])
week1, week2 = temps[:7], temps[7:]
print(f"Week 1 avg: {week1.mean():.2f}, Week 2 avg: {week2.mean():.2f}")
print("Hottest day:", temps.argmax() + 1, temps.max())
print("Days above 25:", np.sum(temps > 25))
print("Diff:", np.round(np.diff(temps), 1))
print("Rolling 3:", np.round(np.convolve(temps, np.ones(3) / 3, mode="valid"), 2))
print("Above mean:", temps[temps > temps.mean()])
