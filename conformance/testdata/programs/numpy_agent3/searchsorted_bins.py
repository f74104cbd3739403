# krait-run: --allow-import numpy.*
import numpy as np
edges = np.array([0, 18, 35, 50, 65])
ages = np.array([5, 18, 22, 40, 64, 70, 35])
print(np.searchsorted(edges, ages), np.searchsorted(edges, ages, side='right'))
print(np.digitize(ages, edges), np.digitize(ages, edges, right=True))
labels = np.array(['child', 'young', 'adult', 'middle', 'senior'])
print(labels[np.digitize(ages, edges) - 1])
print(np.histogram(ages, bins=edges))
