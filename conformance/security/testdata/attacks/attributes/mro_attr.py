# attack: int.__mro__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __mro__
int.__mro__[-1]
