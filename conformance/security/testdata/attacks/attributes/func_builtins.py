# attack: f.__builtins__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __builtins__
def f():
    pass
f.__builtins__['eval']('1')
