class A: pass
try:
    A()[0]
except TypeError as e:
    print(e)
try:
    A()[0] = 1
except TypeError as e:
    print(e)
try:
    del A()[0]
except TypeError as e:
    print(e)
try:
    n = 5
    n[0]
except TypeError as e:
    print(e)
