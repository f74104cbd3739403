# attack: print(*range(10**9))
# limits: memory=64MiB
# expect: limit ops
print(*range(10 ** 9))
