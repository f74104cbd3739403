# krait-run: --allow-import numpy.*
import numpy as np
print(np.array([0.001, 1000.0]))
print(np.array([0.0001, 1.0]))
print(np.array([0.00011, 1.0]))
print(np.array([99999999.0, 1.0]))
print(np.array([100000000.0, 1.0]))
print(np.array([1.5e-8, 2.5e-9]))
print(np.array([123.456, 0.001234]))
print(np.array([1.0, 1000.0]), np.array([1.0, 1001.0]))
print(np.array([-1e-5, 1e5]))
print(np.array([5e-324, 1.0]))
print(np.array([1.7976931348623157e308]))
