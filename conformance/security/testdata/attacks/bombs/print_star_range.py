# attack: print(*range(10**9))
# expect: limit ops
print(*range(10 ** 9))
