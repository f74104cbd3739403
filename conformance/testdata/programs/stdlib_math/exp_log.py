import math
for x in [0, 1, -1, 0.5, 2.5, 10, 100, 700, -700, 1e-10, 123.456]:
    print(x, math.exp(x), math.expm1(x) if abs(x) < 700 else None)
for x in [1, 2, 10, 0.1, 1e-300, 1e300, 12345.678, 2**0.5, 3, 7]:
    print(x, math.log(x), math.log2(x), math.log10(x), math.log1p(x))
