class AppError(Exception):
    code = 1
class DbError(AppError):
    code = 2
class NotFound(DbError):
    def __init__(self, what):
        super().__init__(f'{what} not found')
        self.what = what
for exc in [AppError('app'), DbError('db'), NotFound('user')]:
    try:
        raise exc
    except NotFound as e:
        print('NotFound', e, e.what, e.code)
    except DbError as e:
        print('DbError', e, e.code)
    except AppError as e:
        print('AppError', e, e.code)
