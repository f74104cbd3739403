# traceback: full
class TypedList:
    def __init__(self, kind):
        self.kind = kind
        self.data = []
    def __setitem__(self, i, v):
        if not isinstance(v, self.kind):
            raise TypeError(f'expected {self.kind.__name__}, got {type(v).__name__}')
        self.data[i] = v
    def append(self, v):
        self.data.append(None)
        self[len(self.data) - 1] = v
t = TypedList(int)
t.append(1)
t.append('2')
