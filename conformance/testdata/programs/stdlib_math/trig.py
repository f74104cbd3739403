import math
for x in [0, 0.1, 0.5, 1, 1.5, 2, 3, math.pi, math.pi / 2, -0.7, 10, 100, 1e-8]:
    print(x, math.sin(x), math.cos(x), math.tan(x))
for x in [-1, -0.5, 0, 0.3, 0.5, 0.9, 1]:
    print(x, math.asin(x), math.acos(x), math.atan(x))
print(math.atan(1e300), math.atan(-math.inf))
