# krait-run: --allow-import numpy.*
import numpy as np
x = np.array([3.14159265, 2.71828183, 1.41421356])
np.set_printoptions(precision=3)
print(x)
np.set_printoptions(suppress=True)
print(np.array([1e-8, 1.0, 1000.5]))
np.set_printoptions(precision=8, suppress=False)
print(x, np.array([1e-8, 1.0]))
with np.printoptions(precision=2, floatmode='fixed'):
    print(np.array([1.0, 2.5]))
print(np.get_printoptions()['precision'], np.get_printoptions()['threshold'])
np.set_printoptions(threshold=5)
print(np.arange(10))
np.set_printoptions(threshold=1000)
print(np.array2string(np.array([1.23456, 2.0]), precision=2, separator=', '))
