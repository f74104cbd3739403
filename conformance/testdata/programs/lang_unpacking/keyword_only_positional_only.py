def f(a, /, b, *, c):
    return a, b, c
print(f(1, 2, c=3), f(1, b=2, c=3))
for call in [lambda: f(a=1, b=2, c=3), lambda: f(1, 2, 3), lambda: f(1, 2)]:
    try:
        call()
    except TypeError as e:
        print(e)
