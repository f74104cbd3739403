# attack: del obj.__doc__
# table: deleting __doc__ of the program's own class is allowed; built-in types stay immutable
# expect: python TypeError
# message: cannot set '__doc__' attribute of immutable type 'int'
# output: None
class A:
    'doc'
del A.__doc__
print(A.__doc__)
del int.__doc__
