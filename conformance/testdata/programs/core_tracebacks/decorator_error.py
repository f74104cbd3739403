# traceback: full
def deco(fn):
    raise ValueError('bad decorator')
@deco
def f():
    pass
