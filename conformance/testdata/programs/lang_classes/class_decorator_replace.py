def singleton(cls):
    inst = cls()
    return lambda: inst
@singleton
class Config:
    def __init__(self):
        print('init once')
a = Config(); b = Config()
print(a is b)
