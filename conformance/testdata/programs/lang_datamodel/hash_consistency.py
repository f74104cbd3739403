class Key:
    def __init__(self, a, b): self.a, self.b = a, b
    def __eq__(self, o): return (self.a, self.b) == (o.a, o.b)
    def __hash__(self): return hash((self.a, self.b))
    def __repr__(self): return f'Key({self.a}, {self.b})'
d = {Key(1, 2): 'x'}
d[Key(1, 2)] = 'y'
print(d, Key(1, 2) in d, Key(2, 1) in d)
s = {Key(0, 0), Key(0, 0)}
print(s)
