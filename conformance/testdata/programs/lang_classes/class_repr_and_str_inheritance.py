class A:
    def __repr__(self): return f'{type(self).__name__}()'
class B(A): pass
class C(B):
    def __str__(self): return 'C-str'
print(A(), B(), C(), [C()], repr(C()))
