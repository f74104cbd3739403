# attack: a function's __dict__ is its own attribute dict: writing __globals__ or __code__ into it does not change the function
# table: __dict__ of a function is the real dict of its own attributes; __globals__ stays refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
# output: 1 2 None
def f():
    return 1
f.__dict__['__code__'] = None
f.__dict__['x'] = 2
print(f(), f.x, f.__dict__['__code__'])
f.__globals__
