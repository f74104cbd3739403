for a in (7, -7, 0, 13, -13):
    for b in (3, -3, 5, -5):
        print(a, b, a // b, a % b, divmod(a, b))
for a in (7.5, -7.5, 0.0, -0.0):
    for b in (2, -2, 0.5, -0.5):
        print(a, b, a // b, a % b, divmod(a, b))
print(-1 % 10**20, (-10**20) // 7, 10**20 % -7)
