# krait-run: --allow-import operator
import itertools, operator
print(list(itertools.accumulate([1, 2, 3, 4, 5])))
print(list(itertools.accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(itertools.accumulate([3, 1, 4, 1, 5, 9, 2], max)))
print(list(itertools.accumulate([1, 2, 3], initial=100)))
print(list(itertools.accumulate([], initial=7)), list(itertools.accumulate([])))
print(list(itertools.accumulate('abc')))
print(list(itertools.accumulate([1, 2, 3], lambda a, b: a * 10 + b)))
print(list(itertools.accumulate(range(5), func=operator.sub, initial=0)))
