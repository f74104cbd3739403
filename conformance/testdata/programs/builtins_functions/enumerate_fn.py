print(list(enumerate('abc')), list(enumerate('ab', 1)), list(enumerate('ab', start=-1)), list(enumerate([])))
e = enumerate('xy')
print(next(e), next(e), next(e, 'end'))
