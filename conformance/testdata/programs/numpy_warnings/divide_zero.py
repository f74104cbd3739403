# krait-run: --allow-import numpy.*
# krait-run: --allow-import numpy.*,warnings
import warnings
import numpy as np
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = np.array([1.0, -1.0, 0.0]) / 0
    print(r)
    for x in w:
        print(x.category.__name__, x.message)
with np.errstate(divide='ignore', invalid='ignore'):
    print(np.array([1.0, 0.0]) / np.array([0.0, 0.0]))
print(np.log(np.array([1.0, 0.0])))
