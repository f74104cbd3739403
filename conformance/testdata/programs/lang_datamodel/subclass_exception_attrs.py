class HttpError(Exception):
    def __init__(self, status, msg):
        super().__init__(status, msg)
        self.status = status
        self.msg = msg
    def __str__(self):
        return f'{self.status}: {self.msg}'
try:
    raise HttpError(404, 'not found')
except HttpError as e:
    print(e, repr(e), e.args, e.status)
class Plain(Exception): pass
e = Plain('a', 1)
print(str(e), repr(e), e.args)
print(str(Plain()), repr(Plain()), repr(Plain('x')))
