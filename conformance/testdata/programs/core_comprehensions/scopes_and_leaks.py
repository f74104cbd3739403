x = 'outer'
print([x for x in range(3)], x)
print({k: v for k, v in [('a', 1)]})
try:
    print(k)
except NameError as e:
    print(e)
y = 10
print([y * i for i in range(3)])
class C:
    vals = [1, 2, 3]
    doubled = [v * 2 for v in vals]
    try:
        bad = [v * factor for v in vals for factor in [2]]
    except NameError as e:
        err = str(e)
print(C.doubled, C.bad)
def f():
    n = 3
    return [[n * i + j for j in range(n)] for i in range(n)]
print(f())
funcs = [lambda: i for i in range(3)]
print([g() for g in funcs])
print([(i, j) for i in range(3) for j in range(i)])
print([i for i in range(10) if i % 2 if i % 3])
