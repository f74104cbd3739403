class Res:
    def __init__(self, name): self.name = name
    def __enter__(self):
        print('enter', self.name)
        return self.name.upper()
    def __exit__(self, et, ev, tb):
        print('exit', self.name, et.__name__ if et else None, ev)
        return False
with Res('a') as x:
    print('body', x)
try:
    with Res('b'):
        raise KeyError('k')
except KeyError as e:
    print('caught', repr(e))
