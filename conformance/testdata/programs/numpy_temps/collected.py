# krait-run: --allow-import numpy
# Results whose arrays die while something still refers to their buffer:
# krait gives a result's buffer back for reuse once nothing refers to any
# part of it, so views, slices and containers made from a dropped result
# must keep their values through heavy array churn.
import numpy as np

n = 5000
a = np.arange(n) / 7.0
b = np.arange(n)[::-1] / 3.0


def churn(rounds):
    # Results made and dropped at once: their buffers come back for
    # reuse when collected, and new results take them.
    total = 0.0
    for i in range(rounds):
        r = a * i + b
        r = np.sqrt(r * r + 1.0)
        total += float(r[i % n])
        m = (a > i) & (b < i)
        total += float(m.sum())
    return round(total, 4)


def show(label, x):
    print(label, churn(15), x.dtype, x.shape, [round(float(v), 6) for v in x.ravel()[:4]], round(float(x.sum()), 4))


r = a * 2.0 + b
view = r[10:20]
step = r[::500]
shaped = r.reshape(50, 100)[3]
del r
show("slice of a dropped result", view)
show("stepped view", step)
show("row of a reshape", shaped)

rows = [(a + i)[i:i + 5] for i in range(6)]
show("views kept in a list", np.array(rows))
d = {"col": (b * 3.0)[100:110]}
show("view kept in a dict", d["col"])
t = (a - b).T
show("transpose", t[:8])
flags = (a > 100) & (a < 400)
kept = flags[800:820]
del flags
show("bool view", kept.astype(float))
i = np.arange(n) * 3
iv = (i + 1)[5:15]
del i
show("int view", iv)
print(view.base is not None, round(float(view.base.sum()), 4))
