# attack: a list containing itself prints as [[...]]
# expect: ok
# output: [[...]]
# output: {'a': {...}}
l = []
l.append(l)
print(l)
d = {}
d['a'] = d
print(d)
