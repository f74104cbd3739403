# traceback: full
x = 1
del x
try:
    print(x)
except NameError as e:
    print('NameError:', e)
def f():
    y = 2
    del y
    return y
f()
