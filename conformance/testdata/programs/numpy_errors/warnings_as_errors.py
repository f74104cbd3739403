# krait-run: --allow-import numpy.*
# krait-run: --allow-import warnings
import numpy as np
import warnings
warnings.filterwarnings("error")
try:
    np.array([1.0]) / 0
except RuntimeWarning as e:
    print("RuntimeWarning:", e)
try:
    np.log(np.array([-1.0]))
except RuntimeWarning as e:
    print("RuntimeWarning:", e)
try:
    np.mean(np.array([]))
except RuntimeWarning as e:
    print("RuntimeWarning:", e)
warnings.resetwarnings()
warnings.simplefilter("ignore")
print(np.array([1.0]) / 0)
