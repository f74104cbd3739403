class A:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
print(A(1) != A(1), A(1) != A(2))
