# traceback: full
class AppError(Exception):
    pass
class NotFound(AppError):
    def __init__(self, what):
        super().__init__(f'{what} not found')
        self.what = what
try:
    raise NotFound('page')
except AppError as e:
    print('caught', e, e.what)
raise NotFound('user')
