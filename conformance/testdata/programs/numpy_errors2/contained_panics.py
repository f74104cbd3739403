# krait-run: --allow-import numpy.*
# Edge cases that were Go panics (InternalError) or Go out-of-memory
# crashes in krait's numpy (red-team round 5, issue 14); each prints what
# numpy prints.
import numpy as np


def show(label, f):
    try:
        r = f()
        print(label, "->", r)
    except Exception as e:
        print(label, "->", type(e).__name__, e)


class Bad:
    def __repr__(self):
        raise ValueError("no repr")

    __str__ = __repr__


show("accumulate of a 0-d array", lambda: np.add.accumulate(np.array(5)))
show("accumulate of a 1-d array", lambda: np.add.accumulate(np.array([1, 2, 3])))
show("astype(str) when str() raises", lambda: np.array([1, Bad()], dtype=object).astype(str))
show("cross with a 0-d operand", lambda: np.cross(np.zeros(3), 0))
show("cross with a 0-d first operand", lambda: np.cross(0, np.zeros(3)))
show("histogram with no edges", lambda: np.histogram([1, 2], np.zeros(0)))
show("histogram with one edge", lambda: np.histogram([1, 2], np.zeros(1)))
show("histogram with 2-d edges", lambda: np.histogram(0, np.zeros((2, 2))))
show("lstsq with a 0-d b", lambda: np.linalg.lstsq(np.zeros((5, 0)), 0, rcond=None))
show("lstsq with no columns", lambda: [x.shape if hasattr(x, "shape") else x for x in np.linalg.lstsq(np.zeros((5, 0)), np.zeros(5), rcond=None)])
show("tensordot over an empty axis", lambda: float(np.tensordot(np.zeros((0, 3)), np.zeros((0, 3)))))
show("tensordot with an empty summed axis", lambda: np.tensordot(np.ones((2, 0)), np.ones((0, 3)), axes=1))
N = 10**12
z, zt = np.zeros((0, N)), np.zeros((N, 0))
show("sort along the huge axis", lambda: np.sort(z, axis=1).shape)
show("argsort along the huge axis", lambda: np.argsort(z, axis=1).shape)
show("take_along_axis along the huge axis", lambda: np.take_along_axis(z, np.zeros((0, 1), dtype=int), axis=1).shape)
show("tolist of (0, N)", lambda: z.tolist())
show("apply_along_axis with no lanes", lambda: np.apply_along_axis(np.sum, 1, z))
show("repeat into an empty result", lambda: np.repeat(np.zeros((2, 0)), 3, axis=0).shape)
