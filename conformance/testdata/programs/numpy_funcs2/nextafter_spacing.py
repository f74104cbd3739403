# krait-run: --allow-import numpy.*
import numpy as np
print(np.nextafter(1.0, 2.0) - 1.0 == np.finfo(float).eps)
print(np.spacing(1.0) == np.finfo(np.float64).eps)
print(np.finfo(np.float64).max, np.finfo(float).tiny, np.finfo(float).resolution)
print(np.iinfo(np.int64).max, np.iinfo(np.int64).min)
m, e = np.frexp(np.array([8.0, 0.75, -3.0]))
print(m, e, np.ldexp(m, e))
