# traceback: full
items = [3, 0, 1]
inv = lambda v: 10 // v
print(sum(inv(v) for v in items))
