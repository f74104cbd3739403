def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
def lcm(a, b):
    return a * b // gcd(a, b)
print(gcd(48, 18), lcm(4, 6), gcd(17, 5))
from functools import reduce
print(reduce(lcm, range(1, 21)))
