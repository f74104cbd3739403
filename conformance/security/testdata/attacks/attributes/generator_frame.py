# attack: g.gi_frame.f_globals (generator frames)
# expect: python AttributeError
# message: 'generator' object has no attribute 'gi_frame'
def g():
    yield 1
x = g()
x.gi_frame.f_globals['__builtins__']
