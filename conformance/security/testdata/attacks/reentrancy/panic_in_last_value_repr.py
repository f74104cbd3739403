# attack: the last value's __repr__ runs the slice-shrinking trick when the host renders it (issue 14, class 5)
# expect: ok
items = list(range(10))
class Shrink:
    def __index__(self):
        items.clear()
        return 2
class R:
    def __repr__(self):
        items[Shrink():] = [1]
        return "R" + repr(items)
R()
