class O:
    def chain(self): return ['O']
class F(O):
    def chain(self): return ['F'] + super().chain()
class E(O):
    def chain(self): return ['E'] + super().chain()
class D(O):
    def chain(self): return ['D'] + super().chain()
class C(D, F):
    def chain(self): return ['C'] + super().chain()
class B(D, E):
    def chain(self): return ['B'] + super().chain()
class A(B, C):
    def chain(self): return ['A'] + super().chain()
print(' '.join(A().chain()))
print(' '.join(B().chain()), '|', ' '.join(C().chain()))
