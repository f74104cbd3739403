# traceback: full
def a(x): return b(x) + 1
def b(x): return c(x) * 2
def c(x): return d(x) - 3
def d(x): return int(x)
print(a('5'))
print(a('five'))
