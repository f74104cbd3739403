# attack: type() with three arguments makes a class, but its dunders stay refused
# table: __base__ is readable (object, a builtin name); __subclasses__ is refused
# expect: policy dunder
# message: Forbidden call to dunder function: __subclasses__
# output: <class 'object'>
T = type('T', (), {'x': 1})
print(T.__base__)
T.__base__.__subclasses__()
