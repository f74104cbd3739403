import math
for x in [0, 0.5, 1, 2, 5, -3, 10, 0.001, 20, 1e-5]:
    print(x, math.sinh(x), math.cosh(x), math.tanh(x))
for x in [1, 1.5, 10, 1e10]:
    print(x, math.acosh(x))
for x in [0, 0.5, -2, 100]:
    print(x, math.asinh(x))
for x in [0, 0.5, -0.9, 0.999]:
    print(x, math.atanh(x))
