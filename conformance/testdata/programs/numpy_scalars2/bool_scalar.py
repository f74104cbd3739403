# krait-run: --allow-import numpy.*
import numpy as np
t = np.bool_(True)
f = np.bool_(False)
print(t, f, repr(t), type(t).__name__)
print(t and f, t or f, not t, t & f, t | f, t ^ t, ~t)
print(t + t, type(t + t).__name__, t * 3, t + 1.5)
print(np.array([1, 2]) > 1 is not None, (np.array([3]) > 1)[0] is np.True_)
print(int(t), float(f), str(t), t == 1, t is True, bool(t) is True)
print(sum(np.array([True, True, False])), np.sum(np.array([True, True, False])))
