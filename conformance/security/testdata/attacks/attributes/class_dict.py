# attack: a class's mappingproxy
# expect: policy dunder
# message: Forbidden access to dunder attribute: __dict__
str.__dict__['join']
