# attack: type(x).__base__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __base__
type(()).__base__
