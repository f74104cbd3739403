import itertools
def nums(n):
    for i in range(n):
        print('produce', i)
        yield i
for x in itertools.islice(nums(10), 2):
    print('got', x)
print(list(itertools.takewhile(lambda v: v < 2, nums(5))))
g = itertools.groupby(nums(3), key=lambda v: v // 2)
print(next(g)[0])
