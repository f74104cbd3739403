# attack: hasattr(x, '__class__') — probing a dunder is refused, not answered
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
if hasattr(1, '__class__'):
    print('probe answered')
