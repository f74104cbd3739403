# attack: f'{x.__class__}' 
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
x = 1
f'{x.__class__}'
