# attack: type() with three arguments makes a class, but its dunders stay refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __base__
T = type('T', (), {'x': 1})
T.__base__.__subclasses__()
