# Found by difftest: int @ int is a TypeError, not NotImplemented.
for p, q in [(1, 2), (True, 5), (2 ** 70, 3), (2.5, 1), (1, 'a')]:
    try:
        print(p @ q)
    except TypeError as e:
        print(type(e).__name__, e)
v = 3
try:
    v @= 4
except TypeError as e:
    print(type(e).__name__, e)
print(abs(True) @ list(range(5))[1])
