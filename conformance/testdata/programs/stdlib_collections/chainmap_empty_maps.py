from collections import ChainMap
c = ChainMap({1:2}, {3:4})
print(c, c.copy(), c.new_child(), c.new_child({5:6}), c.parents)
c = ChainMap(); print(c)
c.maps = []
try: print(c.copy())
except Exception as e: print(type(e).__name__, e)
try: print(c[1])
except Exception as e: print(type(e).__name__, e)
try: c[1] = 2
except Exception as e: print(type(e).__name__, e)
try: print(c.parents)
except Exception as e: print(type(e).__name__, e)
try: print(len(c), list(c))
except Exception as e: print(type(e).__name__, e)
for op in [lambda: c.__setitem__(1, 2), lambda: c.__delitem__(1), lambda: c.pop(1), lambda: c.pop(1, 2), lambda: c.popitem(), lambda: c.clear(), lambda: c.copy(), lambda: c.parents, lambda: c.new_child(), lambda: 1 in c, lambda: c.get(1), lambda: repr(c), lambda: bool(c)]:
    try: print(op())
    except Exception as e: print(type(e).__name__, e)
c.maps = ({1: 2},)
try: print(c.parents)
except Exception as e: print(type(e).__name__, e)
