class A: pass
try:
    A(1)
except TypeError as e:
    print(e)
class B:
    def __init__(self, x): self.x = x
try:
    B()
except TypeError as e:
    print(e)
