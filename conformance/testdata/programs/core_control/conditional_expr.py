for x in (0, 1, -1, None, '', 'a', [], [0]):
    print(repr(x), 'truthy' if x else 'falsy', x or 'default', x and 'both')
a = 5
print('big' if a > 10 else 'medium' if a > 3 else 'small')
print((lambda v: 'neg' if v < 0 else 'pos')(-3))
print(0 or '' or None, 1 and 2 and 3, 0 and 1/0, 1 or 1/0)
print(not None, not [], not [0])
