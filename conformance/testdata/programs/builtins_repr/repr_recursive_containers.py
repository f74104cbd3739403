a = []
a.append(a)
a.append({'me': a})
print(a)
d = {}
d[1] = [d]
print(d, repr(d))
t = ([],)
t[0].append(t)
print(t)
