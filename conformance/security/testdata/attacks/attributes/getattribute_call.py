# attack: f.__getattribute__('__globals__')
# ref: smolagents test_vulnerability_via_dunder_call
# table: f.__getattribute__(name) is callable and checks name like getattr
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
# output: 1
def f():
    pass
f.x = 1
print(f.__getattribute__('x'))
f.__getattribute__('__globals__')
