# krait-run: --allow-import numpy.*,warnings
import numpy as np
a = np.array([1.0, 0.0, -1.0])
print(a / 0)
print(np.log(np.array([0.0, 1.0])))
print(np.sqrt(np.array([-1.0, 4.0])))
with np.errstate(divide="ignore", invalid="ignore"):
    print(a / 0)
print(np.array([1, 2]) // 0)
print(np.float64(1.0) / 0)
with np.errstate(divide="raise"):
    try:
        np.array([1.0]) / 0
    except FloatingPointError as e:
        print("FloatingPointError:", e)
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    np.array([1.0]) / 0
    print(len(w), w[0].category.__name__, str(w[0].message))
