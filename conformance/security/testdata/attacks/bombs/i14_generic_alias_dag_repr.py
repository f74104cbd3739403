# attack: repr of generic aliases nested as a DAG: a = dict[a, a] 30 times (issue 14 class 4)
# expect: limit ops|memory
a = int
for _ in range(30):
    a = dict[a, a]
repr(a)
