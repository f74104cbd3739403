class A:
    def __eq__(self, o):
        print('A.eq'); return NotImplemented
class B(A):
    def __eq__(self, o):
        print('B.eq'); return NotImplemented
print(A() == B())
print(B() == A())
print(A() != B())
