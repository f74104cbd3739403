# list.sort with callbacks that change the list (issue 14 item 8): the list
# is empty while the sort runs, and a change is an error afterwards.
class M:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        lst.append(M(0))
        return self.v < other.v
    def __repr__(self):
        return "M(%d)" % self.v

lst = [M(3), M(1), M(2)]
try:
    lst.sort()
except ValueError as e:
    print("ValueError:", e)
print(lst)


def closure_clear():
    class N:
        def __init__(self, v):
            self.v = v
        def __lt__(self, other):
            data.clear()
            return self.v < other.v
    data = [N(3), N(1), N(2)]
    data.sort()
    print(len(data), [n.v for n in data])


closure_clear()

seen = []
data = [3, 1, 2]
def key(v):
    seen.append(len(data))
    return v
data.sort(key=key)
print(data, seen)

data = [3, 1, 2]
def bad_key(v):
    data.append(v)
    return v
try:
    data.sort(key=bad_key)
except ValueError as e:
    print("ValueError:", e)
print(data)

data = [2, 1]
def clear_key(v):
    data[:] = []
    return v
data.sort(key=clear_key)
print(data)

data = [5]
def one_key(v):
    data.append(6)
    return v
try:
    data.sort(key=one_key)
except ValueError as e:
    print("ValueError:", e)
print(data)
