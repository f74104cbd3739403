class Strict:
    def __setattr__(self, name, value):
        if not name.startswith('ok_'):
            raise AttributeError(f'cannot set {name}')
        print('would set', name, value)
s = Strict()
s.ok_a = 1
try:
    s.bad = 2
except AttributeError as e:
    print(e)
print(hasattr(s, 'ok_a'))
