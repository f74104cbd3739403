import math
print(math.sqrt(16), math.floor(-2.5), math.ceil(2.1), math.trunc(-2.7), math.gcd(12, 18), math.lcm(4, 6), math.isqrt(17), math.factorial(10), math.comb(5, 2), math.perm(5, 2), math.pi, math.e, math.inf, math.isnan(math.nan), math.isclose(0.1 + 0.2, 0.3), math.fsum([0.1] * 10), math.prod([1, 2, 3]), math.log(100, 10), math.log2(8), math.hypot(3, 4), math.copysign(1, -0.0))
