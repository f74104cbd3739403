# traceback: full
def f(a, b, /, c):
    return a + b + c
print(f(1, 2, c=3))
f(a=1, b=2, c=3)
