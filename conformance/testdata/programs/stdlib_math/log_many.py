import math
for i in range(1, 80):
    x = i * 1.73 + 0.01 * i * i
    print(x, math.log(x), math.log2(x), math.log10(x), math.log1p(x / 100), math.expm1(x / 50), math.asinh(x), math.acosh(x + 1))
