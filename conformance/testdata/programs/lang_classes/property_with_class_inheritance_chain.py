class A:
    @property
    def name(self): return 'A'
    def hello(self): return 'hello from ' + self.name
class B(A):
    name = 'B-class-attr'
class C(B):
    @property
    def name(self): return 'C'
print(A().hello(), B().hello(), C().hello())
