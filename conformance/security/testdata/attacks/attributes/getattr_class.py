# attack: getattr(x, '__class__')
# ref: smolagents test_vulnerability_via_dunder_indirect_access
# table: getattr(x, '__class__') is type(x); walking down with __subclasses__ is refused
# expect: policy dunder
# message: Forbidden call to dunder function: __subclasses__
# output: <class 'object'>
print(getattr(1, '__class__').__base__)
getattr(1, '__class__').__base__.__subclasses__()
