# traceback: full
class Resource:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        print('closing', self.name)
    def read(self):
        raise IOError(f'cannot read {self.name}')
with Resource('data.txt') as r:
    r.read()
