# krait-run: --allow-import functools,operator
from functools import reduce
import operator
print(reduce(operator.add, [1, 2, 3, 4]))
print(reduce(lambda a, b: a * b, range(1, 6)))
print(reduce(operator.add, [], 'init'))
print(reduce(lambda acc, x: acc + [x * 2], [1, 2, 3], []))
print(reduce(max, [3, 9, 2]))
print(reduce(operator.add, ['a', 'b', 'c'], 'z'))
print(reduce(lambda a, b: a, [7]))
