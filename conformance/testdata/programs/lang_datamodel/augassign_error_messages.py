for f in ['x = 1\nx += "a"', 'x = []\nx -= [1]', 'x = "a"\nx *= 1.5', 'x = {}\nx |= 5', 'x = None\nx += 1']:
    pass
x = 1
try:
    x += 'a'
except TypeError as e:
    print(e)
y = []
try:
    y -= [1]
except TypeError as e:
    print(e)
z = None
try:
    z += 1
except TypeError as e:
    print(e)
