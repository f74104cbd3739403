import math
for x in [0, 0.1, 0.5, 1, 2, 3, -1, 5, 10, -0.3]:
    print(x, math.erf(x), math.erfc(x))
for x in [0, 1, 8, 27, -8, 2, 10, 0.001, 1e300]:
    print(x, math.cbrt(x))
for x in [0, 1, 10, -1, 0.5, 1023, -1074, 3.3, -2.7]:
    print(x, math.exp2(x))
