# exception groups: custom members, generated lists, identity, hashing, a cause on the caught group
class E(Exception):
    def __init__(self, code):
        super().__init__(f'code {code}')
        self.code = code
try:
    raise ExceptionGroup('codes', [E(1), E(2), ValueError(3)])
except* E as g:
    print(sorted(x.code for x in g.exceptions), [str(x) for x in g.exceptions])
except* ValueError as v:
    print(v.exceptions)
def gen_errors():
    for i in range(3):
        yield ValueError(i)
print(repr(ExceptionGroup('gen', list(gen_errors()))))
eg = ExceptionGroup('r', [ValueError(1)])
print(eg.with_traceback(None) is eg)
print(isinstance(eg, BaseExceptionGroup), type(eg) is ExceptionGroup)
x = ExceptionGroup('x', [ValueError(1)])
print(hash(x) == hash(x), x != ExceptionGroup('x', [ValueError(1)]))
print(str(ExceptionGroup('', [ValueError()])) == ' (1 sub-exception)')
try:
    raise ExceptionGroup('x', [ValueError(1)]) from KeyError('cause')
except* ValueError as e:
    print('ok cause part', repr(e))
