from collections import Counter, ChainMap, UserDict
c = Counter(a=1)
for other in [{'a': 2}, [('a', 1)], ChainMap({'b': 3}), UserDict(z=1)]:
    d = c.copy()
    try:
        d += other
        print(d)
    except Exception as e:
        print(type(e).__name__, e)
    try:
        d.update(other)
        print(d)
    except Exception as e:
        print(type(e).__name__, e)
