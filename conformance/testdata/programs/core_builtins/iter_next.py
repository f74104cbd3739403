it = iter([1, 2, 3])
print(next(it), next(it), next(it), next(it, 'done'))
it2 = iter('ab')
print(list(it2), list(it2))
m = map(str, [1, 2])
print(next(m), list(m))
e = enumerate('xy')
print(next(e), list(e))
try:
    next(iter([]))
except StopIteration:
    print('stop')
