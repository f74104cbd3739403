print(dict(), dict(a=1), dict([('x', 1), ['y', 2]]), dict({'k': 'v'}, z=0), dict(zip('ab', range(2))), dict(dict(a=1), a=2))
