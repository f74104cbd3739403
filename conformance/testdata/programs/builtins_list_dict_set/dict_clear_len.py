d = dict.fromkeys(range(5))
print(len(d))
d.clear()
print(d, len(d), bool(d))
