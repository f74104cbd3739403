# krait-run: --allow-import numpy.*
import numpy as np
def classify(x):
    if x < 0:
        return 'neg'
    elif x == 0:
        return 'zero'
    return 'pos'
vc = np.vectorize(classify)
print(vc(np.array([-2, 0, 3])))
f = np.vectorize(lambda a, b: a if a > b else b)
print(f([1, 5, 3], [4, 2, 6]))
print(np.frompyfunc(lambda x: x * 2, 1, 1)(np.array([1, 2, 3])))
print(np.apply_along_axis(lambda r: r.max() - r.min(), 1, np.array([[1, 5, 2], [7, 3, 9]])))
