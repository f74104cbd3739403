# attack: g.gi_code
# expect: python AttributeError
# message: 'generator' object has no attribute 'gi_code'
def g():
    yield 1
g().gi_code
