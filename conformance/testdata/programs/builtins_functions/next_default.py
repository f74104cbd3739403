it = iter([1])
print(next(it), next(it, 'default'), next(it, None))
g = (x for x in 'ab')
print(next(g), next(g), next(g, 'done'))
