import math
big = 10**50 + 12345
print(math.floor(big), math.ceil(-big), math.trunc(big))
print(math.sqrt(big), math.exp(math.log(big)), math.fabs(-big))
print(math.isqrt(big), math.isqrt(big) ** 2 <= big)
print(math.gcd(big, 5), math.lcm(big, 10**20))
print(math.log(2**10000), math.log2(2**10000), math.log10(2**10000), math.log(3**5000, 3))
