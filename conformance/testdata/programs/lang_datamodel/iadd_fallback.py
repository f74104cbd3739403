class N:
    def __init__(self, v): self.v = v
    def __add__(self, o): return N(self.v + o)
    def __repr__(self): return f'N({self.v})'
a = N(1)
b = a
a += 5
print(a, b, a is b)
