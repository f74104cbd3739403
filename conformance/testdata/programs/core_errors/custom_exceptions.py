class AppError(Exception):
    pass
class NotFound(AppError):
    def __init__(self, key):
        super().__init__(f'missing {key}')
        self.key = key
class WithStr(Exception):
    def __str__(self):
        return 'custom str'
for exc in (AppError('plain'), NotFound('k1'), WithStr(), AppError(), AppError(1, 2)):
    try:
        raise exc
    except AppError as e:
        print('AppError branch', type(e).__name__, e, e.args)
    except Exception as e:
        print('generic', type(e).__name__, str(e), repr(e))
try:
    raise NotFound('x')
except (KeyError, AppError) as e:
    print(e.key, isinstance(e, Exception), issubclass(NotFound, AppError))
print(repr(ValueError('v')), repr(KeyError('k')), str(KeyError('k')), str(KeyError()))
