import random
r = random.Random(5)
r.random()
s = r.getstate()
print(s[0], len(s[1]), s[1][-1], s[2])
a = [r.random() for _ in range(3)]
r.setstate(s)
print(a == [r.random() for _ in range(3)])
r.gauss(0, 1)
s2 = r.getstate()
print(s2[2])
g = r.gauss(0, 1)
r.setstate(s2)
print(g == r.gauss(0, 1))
random.seed(3)
st = random.getstate()
x = random.random()
random.setstate(st)
print(x == random.random())
for bad in [(2, (), None), (4, (), None), (3, (1, 2), None)]:
    try:
        r.setstate(bad)
    except ValueError as e:
        print('ValueError', e)
