# attack: hasattr(x, '__class__') — probing a dunder is refused, not answered
# table: hasattr answers for readable dunders (type(1) has __class__); probing a refused one is refused, not answered
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
# output: True False True
print(hasattr(1, '__class__'), hasattr(1, '__iter__'), hasattr([], '__iter__'))
if hasattr(1, '__globals__'):
    print('probe answered')
