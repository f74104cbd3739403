class A: pass
for v in (A(), 5, None):
    try:
        for x in v: pass
    except TypeError as e:
        print(e)
try:
    a, b = 1
except TypeError as e:
    print(e)
