# krait-run: --allow-import functools,operator
from functools import reduce
import operator
print(reduce(operator.or_, [{1}, {2}, {3, 1}]))
print(reduce(lambda d, kv: {**d, kv[0]: kv[1]}, [('a', 1), ('b', 2)], {}))
print(reduce(operator.mul, range(1, 21)))
nested = [[1, 2], [3], [], [4, 5]]
print(reduce(operator.concat, nested))
print(reduce(lambda a, b: a if len(a) >= len(b) else b, ['ab', 'abcd', 'abc', 'wxyz']))
print(reduce(max, [3], 10), reduce(operator.add, (), 0))
