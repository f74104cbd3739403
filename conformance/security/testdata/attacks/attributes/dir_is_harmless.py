# attack: dir() lists names, but none of the listed dunders can be read
# table: dir() lists names; reading them goes through the checkpoint (readable ones answer, refused ones are refused)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __reduce_ex__
# output: <class 'int'>
for n in dir(1):
    if n == '__class__':
        print(getattr(1, n))
    if n == '__reduce_ex__':
        getattr(1, n)
