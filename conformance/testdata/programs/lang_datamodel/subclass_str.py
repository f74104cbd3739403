class Tag(str):
    def wrap(self): return f'<{self}>'
t = Tag('b')
print(t.wrap(), t.upper(), type(t.upper()).__name__, t + 'x', len(t), t == 'b')
print(repr(t), isinstance(t, str), {t: 1}['b'])
