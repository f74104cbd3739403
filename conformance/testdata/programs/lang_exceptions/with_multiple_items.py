class CM:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print('enter', self.n); return self.n
    def __exit__(self, *a):
        print('exit', self.n, a[0].__name__ if a[0] else None)
with CM(1) as a, CM(2) as b:
    print('body', a + b)
try:
    with CM(1), CM(2), CM(3):
        raise RuntimeError('boom')
except RuntimeError as e:
    print('got', e)
