class L:
    def __init__(self, n): self.n = n
    def __lt__(self, o):
        print('L.__lt__')
        return NotImplemented
class R:
    def __init__(self, n): self.n = n
    def __gt__(self, o):
        print('R.__gt__')
        return True
print(L(1) < R(2))
