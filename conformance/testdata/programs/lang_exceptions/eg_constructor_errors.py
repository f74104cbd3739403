# BaseExceptionGroup.__new__ checks its arguments with CPython's messages.
class Seq:
    def __init__(self, items):
        self.items = items
    def __getitem__(self, i):
        return self.items[i]
    def __len__(self):
        return len(self.items)

def attempt(label, make):
    try:
        r = make()
        print(label, 'ok', type(r).__name__, r.exceptions)
    except Exception as e:
        print(label, type(e).__name__, e)

attempt('no args', lambda: ExceptionGroup())
attempt('one arg', lambda: ExceptionGroup('m'))
attempt('three args', lambda: ExceptionGroup('m', [ValueError()], 3))
attempt('empty list', lambda: ExceptionGroup('m', []))
attempt('empty tuple', lambda: ExceptionGroup('m', ()))
attempt('not a sequence', lambda: ExceptionGroup('m', 5))
attempt('a set', lambda: ExceptionGroup('m', {ValueError()}))
attempt('an iterator', lambda: ExceptionGroup('m', iter([ValueError()])))
attempt('a dict', lambda: ExceptionGroup('m', {1: ValueError()}))
attempt('None', lambda: ExceptionGroup('m', None))
attempt('a str', lambda: ExceptionGroup('m', 'abc'))
attempt('int item', lambda: ExceptionGroup('m', [ValueError(), 1]))
attempt('class item', lambda: ExceptionGroup('m', [ValueError]))
attempt('bytes message', lambda: ExceptionGroup(b'm', [ValueError()]))
attempt('int message', lambda: ExceptionGroup(5, [ValueError()]))
attempt('keywords', lambda: ExceptionGroup(message='m', exceptions=[ValueError()]))
attempt('one keyword', lambda: ExceptionGroup('m', exceptions=[ValueError()]))
attempt('sequence class', lambda: ExceptionGroup('m', Seq([KeyError(1), IndexError(2)])))
attempt('tuple', lambda: ExceptionGroup('m', (ValueError(1),)))
attempt('nested', lambda: ExceptionGroup('m', [ExceptionGroup('n', [ValueError(1)])]))
