# attack: vars(obj) returns __dict__
# table: vars(obj) returns obj.__dict__ (the program's own dict); vars() without an argument is locals() and is refused
# expect: policy builtin
# message: Forbidden function evaluation: vars() without an argument: it returns locals(), a namespace as a dict (smolagents' DANGEROUS_FUNCTIONS); pass the object: vars(obj)
# output: 1 {'x': 1}
class A:
    pass
a = A()
vars(a)['x'] = 1
print(a.x, vars(a))
vars()
