# traceback: full
def needs_doc(fn):
    if not fn.__doc__:
        raise TypeError(f'{fn.__name__} needs a docstring')
    return fn
@needs_doc
def good():
    "ok"
@needs_doc
def bad():
    pass
