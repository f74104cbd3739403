# except* calls the group's own split method.
class Loud(ExceptionGroup):
    def split(self, t):
        print('split', t if isinstance(t, tuple) else t.__name__)
        return super().split(t)
    def derive(self, excs):
        return Loud(self.message, excs)
try:
    raise Loud('loud', [ValueError(1), TypeError(2), KeyError(3)])
except* ValueError as e:
    print('value', type(e).__name__, repr(e))
except* (TypeError, OSError) as e:
    print('type', type(e).__name__, repr(e))
except* LookupError as e:
    print('lookup', type(e).__name__, repr(e))
class Fails(ExceptionGroup):
    def split(self, t):
        raise KeyError('split failed')
try:
    try:
        raise Fails('fails', [ValueError(1), TypeError(2)])
    except* ValueError:
        print('never')
except KeyError as e:
    print('split error propagates:', repr(e))
class Whole(ExceptionGroup):
    def split(self, t):
        print('not called for a full match')
try:
    raise Whole('whole', [ValueError(1)])
except* Exception as e:
    print('full match', type(e).__name__)
