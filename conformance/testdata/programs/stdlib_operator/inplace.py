# krait-run: --allow-import operator
import operator as op
a = [1]
b = op.iadd(a, [2])
print(a, b, a is b)
print(op.iadd(1, 2), op.isub(5, 1), op.imul('ab', 2), op.itruediv(1, 4), op.ifloordiv(9, 2), op.imod(9, 4))
print(op.ipow(3, 3), op.ilshift(1, 3), op.irshift(16, 1), op.iand(7, 3), op.ior(4, 1), op.ixor(5, 1))
s = {1}
op.ior(s, {2})
print(s)
l = [0]
op.iconcat(l, (1, 2))
print(l)
