# krait-run: --allow-import operator,collections
# Found by difftest: operator.concat refuses dicts (PySequence_Check is
# false for a dict even though it has __getitem__).
import operator, collections
d = {'x': 1, 'y': 2, 'z': 3}
class Seq:
    def __getitem__(self, i):
        return i
    def __add__(self, other):
        return 'added'
for a, b in [(d, 'x'), (collections.Counter('ab'), {}), ([1], [2]), ('a', 'b'), ((1,), (2,)), (Seq(), 1), (5, 6), ([1], 'x')]:
    try:
        print(operator.concat(a, b))
    except TypeError as e:
        print(type(e).__name__, e)
print(operator.concat(Seq(), Seq()), operator.iconcat([1], (2,)))
try:
    print(operator.iconcat(Seq(), 3))
except TypeError as e:
    print(type(e).__name__, e)
