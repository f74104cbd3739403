a = 1
del a
try:
    a
except NameError as e:
    print(e)
def f():
    b = 2
    del b
    return b
try:
    f()
except UnboundLocalError as e:
    print(e)
