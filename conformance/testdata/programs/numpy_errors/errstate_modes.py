# krait-run: --allow-import numpy.*
import numpy as np
old = np.seterr(all="raise")
print(old)
for f in [lambda: np.array([1.0]) / 0, lambda: np.sqrt(np.array([-1.0])), lambda: np.exp(np.array([1000.0])), lambda: np.array([0.0]) / 0]:
    try:
        f()
    except FloatingPointError as e:
        print("FloatingPointError:", e)
np.seterr(**old)
print(np.geterr())
with np.errstate(invalid="ignore"):
    print(np.sqrt(np.array([-1.0])))
with np.errstate(all="ignore"):
    print(np.array([1.0, -1.0, 0.0]) / 0)
