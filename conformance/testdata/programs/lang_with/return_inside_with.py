class CM:
    def __enter__(self): print('enter'); return 'res'
    def __exit__(self, *a): print('exit', a[0])
def f():
    with CM() as r:
        return r.upper()
print(f())
