# krait-run: --allow-import copy
import copy
shared = [1, 2]
a = [shared, shared]
b = copy.deepcopy(a)
print(b[0] is b[1], b[0] is shared)
c = [1]
c.append(c)
d = copy.deepcopy(c)
print(d[1] is d, d[1] is c, len(d))
m = {'self': None}
m['self'] = m
n = copy.deepcopy(m)
print(n['self'] is n)
t = ([],)
t[0].append(t)
u = copy.deepcopy(t)
print(u[0][0] is u, u is t)
