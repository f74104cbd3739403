# attack: repr of a DAG-shaped list, x = [x, x] 24 times (2**24 leaves) (issue 14 class 2)
# expect: limit ops|memory
x = []
for i in range(24):
    x = [x, x]
repr(x)
