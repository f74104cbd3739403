# krait-run: --allow-import operator
import operator
from itertools import accumulate, starmap
print(list(accumulate([1, 2, 3, 4], operator.mul)))
print(list(starmap(operator.pow, [(2, 3), (3, 2)])))
print(list(map(operator.add, [1, 2], [10, 20])))
print(sorted([3, 1, 2], key=operator.neg))
ops = {'+': operator.add, '-': operator.sub, '*': operator.mul, '/': operator.truediv}
print([ops[s](8, 2) for s in '+-*/'])
