# attack: vars(obj) returns __dict__
# expect: policy builtin
# message: Forbidden function evaluation: 'vars'
class A:
    pass
vars(A())
