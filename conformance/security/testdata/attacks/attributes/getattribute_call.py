# attack: f.__getattribute__('__globals__')
# ref: smolagents test_vulnerability_via_dunder_call
# expect: policy dunder
# message: Forbidden call to dunder function: __getattribute__
def f():
    pass
f.__getattribute__('__globals__')
