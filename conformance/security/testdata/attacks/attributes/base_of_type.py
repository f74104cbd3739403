# attack: type(x).__base__
# table: __base__ is readable (object, a builtin name); __subclasses__ is refused
# expect: policy dunder
# message: Forbidden call to dunder function: __subclasses__
# output: <class 'object'>
b = type(()).__base__
print(b)
b.__subclasses__()
