# krait-run: --allow-import numpy.*
import numpy as np
data = np.array([2.3, 4.1, 4.4, 5.0, 5.2, 6.8, 7.1, 7.3, 9.9, 12.5, 3.3, 4.8, 5.5, 6.1, 6.6])
for b in ['auto', 'fd', 'sturges', 'sqrt', 'rice', 'scott', 'doane']:
    h, e = np.histogram(data, bins=b)
    print(b, h, np.round(e, 6))
print(np.histogram(np.arange(10), bins='auto'))
print(np.histogram(np.ones(5), bins='auto'))
print(np.histogram(np.arange(100) % 7, bins='fd')[0])
print(np.histogram(data, bins='auto', range=(3, 8)))
print(np.histogram(np.array([], dtype=float), bins='auto'))
try:
    np.histogram(data, bins='bogus')
except ValueError as e:
    print(e)
try:
    np.histogram(data, bins='auto', weights=np.ones(15))
except TypeError as e:
    print(e)
print(np.histogram(data, bins=[0, 5, 10, 15])[0], np.histogram(data, 3)[0])
print(np.histogram([], bins=3))
