# traceback: full
class Model:
    fields = ()
    def __init__(self, **kw):
        for f in self.fields:
            setattr(self, f, kw.pop(f))
        if kw:
            raise TypeError(f'unexpected fields: {sorted(kw)}')
class User(Model):
    fields = ('name',)
u = User(name='a')
print(u.name)
User(name='b', age=3)
