class A: pass
a = A()
s = {a}
a.x = 5
print(a in s, len(s), hash(a) == hash(a))
