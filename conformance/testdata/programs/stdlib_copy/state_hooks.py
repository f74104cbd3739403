# krait-run: --allow-import copy
import copy
class S:
    def __init__(self):
        self.a = 1
        self.cache = 'big'
    def __getstate__(self):
        st = dict(self.__dict__) if False else {'a': self.a}
        return st
    def __setstate__(self, st):
        print('setstate', sorted(st))
        self.a = st['a']
        self.cache = None
s = copy.copy(S())
print(s.a, s.cache)
d = copy.deepcopy(S())
print(d.a, d.cache)
