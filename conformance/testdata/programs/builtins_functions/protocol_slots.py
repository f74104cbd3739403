# Built-in containers' protocol dunders: slot wrappers or methods, as in CPython.
calls = [
    lambda: [].__contains__(), lambda: {}.__contains__(), lambda: [].__eq__(), lambda: "".__len__(1), lambda: [].__getitem__(),
    lambda: set().__contains__(), lambda: ().__contains__(), lambda: [1].__setitem__(0), lambda: {}.__getitem__(),
    lambda: {1: 2}.__delitem__(), lambda: (1,).__getitem__(), lambda: {1}.__getitem__(0), lambda: "ab".__getitem__(1),
    lambda: [5].__getitem__(0), lambda: {1: 2}.__getitem__(1), lambda: {1}.__contains__(1), lambda: b"ab".__iter__().__next__(),
    lambda: range(5).__getitem__(slice(1, 3)), lambda: bytearray(b"ab").__setitem__(0, 65), lambda: [1].__setitem__(0, 2, 3),
    lambda: {1}.__eq__([1]), lambda: frozenset([1]).__eq__({1}), lambda: {1}.__lt__({1, 2}), lambda: (1, 2).__lt__([1, 3]),
    lambda: [1, 2].__repr__(), lambda: "a".__repr__(), lambda: {1: [2]}.__repr__(), lambda: [].__repr__(1),
]
for c in calls:
    try:
        print(c())
    except Exception as e:
        print(type(e).__name__, e)
print(list.__contains__, dict.__contains__, list.__eq__, list.__len__, set.__contains__, str.__contains__)
print(tuple.__getitem__, list.__iter__, list.__getitem__, dict.__getitem__, frozenset.__contains__, list.__setitem__)
print(hasattr(set(), "__getitem__"), hasattr(frozenset(), "__getitem__"), hasattr(range(1), "__setitem__"))
d = {1: 2}
d.__setitem__(3, 4)
d.__delitem__(1)
l = [1, 2, 3]
l.__delitem__(slice(0, 2))
print(d, l)
class L(list):
    def __getitem__(self, i):
        return ("L", super().__getitem__(i))
    def __contains__(self, x):
        return super().__contains__(x) or x == "any"
    def __len__(self):
        return super().__len__() * 10
print(L([7])[0], "any" in L([]), len(L([1, 2])), L([3]).__repr__())
