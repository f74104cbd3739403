# attack: f.__globals__['__builtins__']
# ref: CVE-2025-9959 shape (reaching builtins through a function's globals)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
def f():
    pass
f.__globals__['__builtins__']['open']('{CANARY}', 'w')
