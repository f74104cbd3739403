t = (1, 2, 3, 2)
print(t[1:], t[::-1], t.count(2), t.index(3), len(t), t + (4,), t * 2, (1,) * 0)
print((1, 2) < (1, 2, 0), max((1, 'b'), (1, 'a')), tuple('ab'), tuple([1]), ())
single = 1,
print(single, type(single).__name__, (1), ((1,),))
x, = single
print(x)
nested = ((1, 2), (3, 4))
print([a + b for a, b in nested], dict(nested), sum(nested, ()))
try:
    t[10]
except IndexError as e:
    print(e)
try:
    t.index(99)
except ValueError as e:
    print(e)
try:
    t.append(1)
except AttributeError as e:
    print(e)
print(hash((1, 2)) == hash((1, 2)), (1, [2]).__len__() if False else len((1, [2])))
try:
    hash((1, [2]))
except TypeError as e:
    print(e)
