class A:
    def __str__(self): return 'strA'
    def __repr__(self): return 'reprA'
print(A(), [A()], (A(),), {'k': A()}, str([A()]), f'{[A()]}', '%s %r' % (A(), A()))
