class A:
    def __repr__(self): return 'A()'
print(A(), str(A()), f'{A()}', format(A()))
class B:
    def __str__(self): return 'just B'
print(B(), repr(B()).startswith('<__main__.B object'))
