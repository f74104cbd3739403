# attack: list.sort whose __lt__ appends to the list being sorted (issue 14, item 8: it completed silently)
# expect: python ValueError
# message: list modified during sort
class M:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        lst.append(M(0))
        return self.v < other.v
lst = [M(3), M(1), M(2)]
lst.sort()
