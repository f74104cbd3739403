class A:
    def __init__(self):
        self.__secret = 1
        self._prot = 2
    def get(self): return self.__secret
class B(A):
    def __init__(self):
        super().__init__()
        self.__secret = 'b'
b = B()
print(b.get(), b._B__secret, b._A__secret, b._prot)
try:
    b.__secret
except AttributeError as e:
    print(e)
