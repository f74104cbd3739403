# krait-run: --allow-import numpy.*
import numpy as np
a = np.array([1.25, 2.5])
print(f"values: {a}")
print(f"repr: {a!r}")
print("%s" % a)
print("{}".format(np.arange(3)))
print(str(np.array([[1, 2], [3, 4]])))
print([np.array([1, 2])])
print({"a": np.array([1.5])})
print((np.float64(1.5), np.array(2)))
