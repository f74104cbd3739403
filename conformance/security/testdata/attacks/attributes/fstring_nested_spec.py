# attack: a dunder inside a nested f-string format spec
# table: f-string fields use attribute syntax: __class__ readable, __subclasses__ refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __subclasses__
# output: 1
x = 1
print(f'{x:{x.__class__.__name__[:0]}}')
f'{x:{x.__class__.__subclasses__}}'
