class A:
    def m(self, x, y=1): return x + y
try:
    A().m()
except TypeError as e:
    print(e)
try:
    A().m(1, 2, 3)
except TypeError as e:
    print(e)
try:
    A().m(1, z=3)
except TypeError as e:
    print(e)
try:
    A.m(1)
except TypeError as e:
    print(e)
