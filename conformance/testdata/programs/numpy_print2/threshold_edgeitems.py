# krait-run: --allow-import numpy.*
import numpy as np
np.set_printoptions(threshold=10, edgeitems=2)
print(np.arange(20))
print(np.arange(30).reshape(5, 6))
print(np.arange(11))
np.set_printoptions(threshold=1000, edgeitems=3)
print(np.arange(11))
print(np.arange(1200).reshape(40, 30))
