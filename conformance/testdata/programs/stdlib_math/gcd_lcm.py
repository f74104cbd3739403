import math
print(math.gcd(), math.gcd(12), math.gcd(-12), math.gcd(12, 18), math.gcd(12, 18, 27), math.gcd(0, 0), math.gcd(0, -5))
print(math.lcm(), math.lcm(4), math.lcm(-4), math.lcm(4, 6), math.lcm(4, 6, 10), math.lcm(0, 5), math.lcm(3, -7))
print(math.gcd(2**100, 6**50), math.lcm(2**64, 3**40), math.gcd(True, 4))
for f in (math.gcd, math.lcm):
    for bad in [(1.5,), ('a',), (1, 2.0)]:
        try:
            f(*bad)
        except TypeError as e:
            print(f.__name__, e)
