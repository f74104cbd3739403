# krait-run: --allow-import numpy.*
import numpy as np
values = np.array([10.0, 20.0, 30.0, 40.0])
weights = np.array([1, 2, 3, 4])
avg = np.average(values, weights=weights)
print(avg)
var = np.average((values - avg) ** 2, weights=weights)
print(round(var, 6), round(np.sqrt(var), 6))
a, sw = np.average(values, weights=weights, returned=True)
print(a, sw)
print(np.cov(values, aweights=weights).round(6) if True else None)
