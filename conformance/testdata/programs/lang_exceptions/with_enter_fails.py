class Fails:
    def __enter__(self): raise ValueError('cannot enter')
    def __exit__(self, *a): print('exit not called'); return True
class Ok:
    def __enter__(self): print('ok enter')
    def __exit__(self, *a): print('ok exit', a[0].__name__)
try:
    with Ok(), Fails():
        print('unreachable')
except ValueError as e:
    print('caught', e)
