# krait-run: --allow-import numpy.*
# Boolean masks on every layout the fast paths and the general path
# take: contiguous float/int arrays, lengths around 32-element blocks,
# masks of every density, strided and 2-d arrays, scalar and array
# values, and the value read from the array being assigned.
import numpy as np

for n in [1, 5, 31, 32, 33, 64, 70, 100]:
    a = (np.arange(n) * 37 % 101) / 4.0
    k = np.arange(n) * 37 % 101 - 50
    for lo, hi in [(-1, -1), (0, 30), (5, 20), (0, 1000)]:
        m = (a > lo) & (a < hi)
        mo = (a < lo) | (a > hi)
        print(n, lo, hi, m.sum(), mo.sum(), a[m].sum(), k[m].sum(), k[mo][:3], a[mo][-3:])
        b = a.copy()
        b[m] = -1.5
        c = k.copy()
        c[m] = 7
        d = a.copy()
        d[m] = a[m] * 2
        e = k.copy()
        e[mo] = np.arange(int(mo.sum()))
        print(b.sum(), c.sum(), d.sum(), e[-5:])

a = np.arange(24.0).reshape(4, 6)
m = a % 5 < 2
print(a[m])
a[m] = 0
print(a)
t = np.arange(40)[::2]
mt = t % 3 == 0
print(t[mt])
t[mt] = -t[mt]
print(t)
col = np.arange(12.0).reshape(3, 4)[:, 1]
col[col > 4] = 100
print(col)

x = np.arange(10.0)
mx = np.ones(10, bool)
mx[3] = False
x[mx] = x[1:]
print(x)
y = np.arange(10)
y[y > 4] = y[:5]
print(y)

z = np.zeros(6)
try:
    z[z == 0] = np.arange(4.0)
except ValueError as err:
    print("ValueError:", err)
w = np.arange(6)
w[w > 2] = 2.7
print(w)
v = np.arange(6.0)
v[v > 2] = np.array([1, 2, 3])
print(v)
