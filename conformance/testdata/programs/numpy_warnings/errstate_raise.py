# krait-run: --allow-import numpy.*
import numpy as np
with np.errstate(divide='raise'):
    try:
        np.array([1.0]) / 0.0
    except FloatingPointError as e:
        print("FloatingPointError:", e)
with np.errstate(invalid='raise'):
    try:
        np.sqrt(np.array([-1.0]))
    except FloatingPointError as e:
        print("FloatingPointError:", e)
with np.errstate(all='ignore'):
    print(np.sqrt(np.array([-4.0, 4.0])))
old = np.seterr(all='ignore')
print(sorted(old.items()))
print(np.array([0.0]) / 0.0)
np.seterr(**old)
print(np.geterr()['divide'])
