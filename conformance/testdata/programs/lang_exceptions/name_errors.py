def f():
    print(undefined_thing)
try:
    f()
except NameError as e:
    print(e)
def g():
    x = x + 1 if False else y
    y = 1
try:
    g()
except UnboundLocalError as e:
    print(type(e).__name__, e)
def h():
    print(count)
    count = 0
try:
    h()
except NameError as e:
    print(type(e).__name__, e)
