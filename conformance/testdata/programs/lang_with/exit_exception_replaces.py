class Bad:
    def __enter__(self): return self
    def __exit__(self, *a):
        raise KeyError('from exit')
try:
    with Bad():
        raise ValueError('original')
except KeyError as e:
    print('got', repr(e), repr(e.__context__) if False else '')
