class R:
    def __repr__(self): return 'R()'
class S:
    def __str__(self): return 'S-str'
class Both:
    def __repr__(self): return 'B-repr'
    def __str__(self): return 'B-str'
for o in (R(), S(), Both()):
    print(str(o) if not isinstance(o, S) else str(o), repr(o) if not isinstance(o, S) else 'default repr', f'{o}', [o] if not isinstance(o, S) else 'list')
print(str(R()), [R(), Both()], (Both(),), {'k': Both()})
class F:
    def __format__(self, spec): return f'F[{spec}]'
print(f'{F():xyz}', format(F(), '>3'), '{:abc}'.format(F()))
