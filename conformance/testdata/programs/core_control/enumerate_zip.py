names = ['a', 'b', 'c']
for i, n in enumerate(names, start=1):
    print(i, n)
print(list(zip(names, range(10))), list(zip()), list(zip('ab')))
print(dict(zip(names, [1, 2, 3])))
pairs = [(1, 'x'), (2, 'y')]
nums, letters = zip(*pairs)
print(nums, letters)
print(list(enumerate('hi', -1)))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print(e)
e = enumerate(['q'])
print(next(e), list(e))
