print(hash(1) == hash(1.0), hash('a') == hash('a'), hash((1, 'a')) == hash((1, 'a')), hash(-1), hash(0))
print(hash(True), hash(2 ** 61 - 1), hash(2 ** 61), hash(-2), hash(10 ** 30) == hash(10 ** 30))
a = [1]
b = a
print(id(a) == id(b), id(a) == id([1]), a is b)
for bad in ([], {}, {1}, ([1],)):
    try:
        hash(bad)
    except TypeError as e:
        print(e)
class H:
    def __hash__(self):
        return 42
print(hash(H()), {H(): 1} != {H(): 1})
