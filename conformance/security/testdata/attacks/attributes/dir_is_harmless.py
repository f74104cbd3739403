# attack: dir() lists names, but none of the listed dunders can be read
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
try:
    names = dir(1)
except NameError:
    names = ['__class__']
for n in names:
    if n == '__class__':
        getattr(1, n)
