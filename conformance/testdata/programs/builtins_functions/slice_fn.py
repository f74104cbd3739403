s = slice(1, 10, 2)
print(s, s.start, s.stop, s.step, slice(5), slice(None, 3), list(range(20))[s], 'abcdef'[slice(-2, None)])
print(s.indices(5), slice(None, None, -1).indices(4), slice(2).indices(10))
