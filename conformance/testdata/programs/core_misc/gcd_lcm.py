def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
def lcm(a, b):
    return a * b // gcd(a, b)
print(gcd(48, 18), lcm(4, 6), gcd(17, 5))
acc = 1
for k in range(1, 21):
    acc = lcm(acc, k)
print(acc)
