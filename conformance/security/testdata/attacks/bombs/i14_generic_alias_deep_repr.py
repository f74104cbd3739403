# attack: repr of generic aliases nested 900 deep, many times (quadratic repr) (issue 14 class 4)
# expect: limit ops
a = int
for _ in range(900):
    a = list[a]
for _ in range(100000):
    repr(a)
