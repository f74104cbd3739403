def f(*a, **k): return a, k
try:
    print(f(*5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(f(**5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(f(**{1:2}))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(f(a=1, **{"a":2}))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(print(*5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(len(*5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print((lambda: 0)(*5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(f(*None))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(f(1, *[2], *(3,), *"ab"))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(f(*iter([1,2]), x=1))
except Exception as e:
    print(type(e).__name__, e)
class C:
    def m(s, *a): return a
try:
    C().m(*5)
except TypeError as e:
    print(e)
class Bad:
    def __iter__(self):
        raise TypeError("inner 'int' object is not iterable")
try:
    f(*Bad())
except TypeError as e:
    print(e)
