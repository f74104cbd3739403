class JsonMixin:
    def to_dict(self):
        return {k: getattr(self, k) for k in self.fields}
class ReprMixin:
    def __repr__(self):
        args = ', '.join(f'{k}={getattr(self, k)!r}' for k in self.fields)
        return f'{type(self).__name__}({args})'
class User(ReprMixin, JsonMixin):
    fields = ('name', 'email')
    def __init__(self, name, email):
        self.name, self.email = name, email
u = User('ann', 'a@x.org')
print(u)
print(u.to_dict())
