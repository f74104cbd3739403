def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: [1 / x for x in (1, 0)])
t(lambda: {x: y for x, y in [(1, 2), (3,)]})
t(lambda: [x for x in 5])
t(lambda: {[1]: 2 for _ in range(1)})
t(lambda: {[i] for i in range(2)})
t(lambda: list(int(c) for c in '12x'))
t(lambda: [undefined for _ in range(1)])
