try:
    g = (x for x in 5)
except TypeError as e:
    print('eager:', e)
def f():
    return (1 / x for x in [1, 0])
g = f()
print(next(g))
try:
    next(g)
except ZeroDivisionError as e:
    print('lazy:', e)
