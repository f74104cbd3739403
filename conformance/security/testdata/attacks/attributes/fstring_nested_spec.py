# attack: a dunder inside a nested f-string format spec
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
x = 1
f'{x:{x.__class__}}'
