class E1(Exception):
    def __init__(self, a, b):
        self.a = a
e = E1(1, 2)
print(repr(str(e)), e.args)
class E2(Exception):
    def __init__(self, a):
        super().__init__()
        self.a = a
print(repr(str(E2(5))), repr(E2(5)))
