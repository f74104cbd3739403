# attack: f'{x.__class__}' 
# table: f-string fields use attribute syntax: __class__ readable, __subclasses__ refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __subclasses__
# output: <class 'int'>
x = 1
print(f'{x.__class__}')
f'{x.__class__.__base__.__subclasses__}'
