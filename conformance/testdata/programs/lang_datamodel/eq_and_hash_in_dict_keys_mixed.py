class K:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == (o.v if isinstance(o, K) else o)
    def __hash__(self): return hash(self.v)
d = {K(1): 'k1', 2: 'int2'}
print(d[1], d[K(2)], K(1) in {1}, 1 in {K(1)})
