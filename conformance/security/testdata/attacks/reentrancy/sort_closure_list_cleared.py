# attack: sort of a closure variable whose __lt__ clears it; as in CPython the list is empty during the sort, so clearing it changes nothing (issue 14, item 8)
# expect: ok
# output: 3 [1, 2, 3]
def f():
    class M:
        def __init__(self, v):
            self.v = v
        def __lt__(self, other):
            data.clear()
            return self.v < other.v
    data = [M(3), M(1), M(2)]
    data.sort()
    print(len(data), [m.v for m in data])
f()
