# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([1.2, 2.5, 2.7, 3.1, 4.8, 5.0, 5.5, 6.1, 7.9, 8.0, 9.4])
h, e = np.histogram(data, bins=4)
print(h, e)
h2, e2 = np.histogram(data, bins=[0, 3, 6, 10])
print(h2, e2)
h3, _ = np.histogram(data, bins=3, density=True)
print(np.round(h3, 6))
print(np.histogram(data, bins='auto')[0] if False else np.histogram(data, range=(0, 10), bins=5)[0])
