class A:
    def __init__(self, v): self.v = v
a = A(1)
lst = [A(1), a]
print(a in lst, lst.index(a), lst.count(A(1)))
