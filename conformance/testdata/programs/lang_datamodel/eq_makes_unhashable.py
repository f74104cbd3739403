class P:
    def __init__(self, x): self.x = x
    def __eq__(self, o): return isinstance(o, P) and self.x == o.x
try:
    {P(1)}
except TypeError as e:
    print(e)
try:
    hash(P(1))
except TypeError as e:
    print(e)
class Q(P):
    def __hash__(self): return hash(self.x)
print(len({Q(1), Q(1), Q(2)}))
d = {Q(3): 'three'}
print(d[Q(3)])
