print(list(map(str.upper, ['a', 'b'])), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])))
print(list(filter(None, [0, 1, '', 'x', [], [0]])), list(filter(lambda v: v % 2, range(7))))
print(list(reversed([1, 2, 3])), list(reversed('abc')), list(reversed(range(3))), list(reversed((1, 2))))
m = map(int, '123')
print(next(m), list(m), list(m))
try:
    reversed({1, 2})
except TypeError as e:
    print(e)
try:
    map(1, [1])
    list(map(1, [1]))
except TypeError as e:
    print(e)
print(type(map(str, [])).__name__, type(filter(None, [])).__name__, type(reversed([])).__name__, type(zip()).__name__)
