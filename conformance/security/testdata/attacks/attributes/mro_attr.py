# attack: int.__mro__
# table: __mro__ is readable; object (its last entry) is a builtin name anyway, and its __subclasses__ is refused
# expect: policy dunder
# message: Forbidden call to dunder function: __subclasses__
# output: True
o = int.__mro__[-1]
print(o is object)
o.__subclasses__()
