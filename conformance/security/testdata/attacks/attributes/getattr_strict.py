# attack: getattr(x, '__class__') under smolagents' rule
# policy: strict
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
getattr(1, '__class__')
