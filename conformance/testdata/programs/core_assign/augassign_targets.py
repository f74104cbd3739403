class Box:
    def __init__(self):
        self.n = 1
        self.items = [1, 2]
b = Box()
b.n += 5
b.n *= 2
b.items += [3]
b.items *= 2
print(b.n, b.items)
d = {'k': 1, 'l': [1]}
d['k'] -= 10
d['l'] += (2, 3)
d.setdefault('m', 0)
d['m'] |= 6
print(d)
l = [1, 2, 3]
l[0] **= 3
l[-1] //= 2
l[1] %= 2
print(l)
s = 'ab'
s *= 3
s += '!'
print(s)
t = (1,)
t2 = t
t += (2,)
print(t, t2)
l = [1]
l2 = l
l += [2]
print(l, l2, l is l2)
def calls():
    print('calls')
    return d
calls()['k'] += 1
print(d['k'])
