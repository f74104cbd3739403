# krait-run: --allow-import operator
import operator as op
d = {'a': 1}
op.setitem(d, 'b', 2)
print(d, op.getitem(d, 'b'))
op.delitem(d, 'a')
print(d)
l = list(range(10))
print(op.getitem(l, slice(2, 5)), op.contains(l, 3), op.contains('abc', 'z'))
print(op.countOf([1, 2, 1, 1], 1), op.indexOf('hello', 'l'))
print(op.length_hint([1, 2, 3]), op.length_hint((x for x in []), 5), op.length_hint(5, 9))
try:
    op.indexOf([1, 2], 3)
except ValueError as e:
    print(e)
try:
    op.concat(1, 2)
except TypeError as e:
    print(e)
