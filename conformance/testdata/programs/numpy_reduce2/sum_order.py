# krait-run: --allow-import numpy.*
# Float sums follow numpy's iteration order: the reduced axes in memory order
# (transposes, Fortran order, permuted axes), runs of the innermost axis summed
# pairwise only when that axis is reduced. The digits show the order.
import numpy as np
base = (np.arange(24_000) * 7919 % 100_003) / 7.0 + 1e6
def p(label, v):
    print(label, [repr(float(x)) for x in np.ravel(v)[:3]])
m = base.reshape(24, 1000)
p("T sum0", m.T.sum(axis=0))
p("T sum1", m.T.sum(axis=1))
p("col", base.reshape(24000, 1).sum(axis=0))
p("col mean", base.reshape(24000, 1).mean(axis=0))
p("3d F", base.reshape(10, 24, 100).T.sum(axis=(0, 1)))
p("3d F ax0", base.reshape(10, 24, 100).T.sum(axis=0))
p("3d F ax2", base.reshape(10, 24, 100).T.sum(axis=2))
p("rev", base[::-1].sum())
p("rev2d", m[:, ::-1].sum(axis=1))
p("step2", base[::2].sum())
p("sw", m.reshape(24, 10, 100).swapaxes(1, 2).sum(axis=(1, 2)))
p("sw1", m.reshape(24, 10, 100).swapaxes(1, 2).sum(axis=1))
p("T mean0", m.T.mean(axis=0))
p("T std0", m.T.std(axis=0))
c = (base + 1j * base[::-1]).reshape(24, 1000)
p("complex T sum0", c.T.sum(axis=0).imag)
p("complex T sum1", c.T.sum(axis=1).imag)
p("F full mean", m.T.copy().T.mean())
p("F var1", m.T.copy().T.var(axis=1))
p("perm3", base.reshape(10, 24, 100).transpose(1, 2, 0).sum(axis=(0, 2)))
p("perm3 std", base.reshape(10, 24, 100).transpose(2, 0, 1).std(axis=(0, 1)))
p("col2", base[:2000].reshape(2000, 1).std(axis=0))
p("avg T", np.average(m.T, axis=0))
p("argmax T", np.argmax(m.T, axis=0))
p("cumsum T", np.cumsum(m.T, axis=0)[-1])
p("int T mean", (np.arange(24_000) * 7919 % 100_003).reshape(24, 1000).T.mean(axis=0))
