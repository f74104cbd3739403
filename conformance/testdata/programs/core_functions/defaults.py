def f(a, b=2, c=3):
    return a + b * c
print(f(1), f(1, 1), f(1, 1, 1), f(1, c=10), f(a=5, b=0))
def g(x, acc=[]):
    acc.append(x)
    return acc
print(g(1), g(2), g(3, []))
