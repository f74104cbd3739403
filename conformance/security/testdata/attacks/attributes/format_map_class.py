# attack: format_map with a dunder field
# table: format_map fields go through the checkpoint: __class__ and __mro__ readable, __reduce_ex__ refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __reduce_ex__
# output: (<class 'int'>, <class 'object'>)
print('{x.__class__.__mro__}'.format_map({'x': 1}))
'{x.__reduce_ex__}'.format_map({'x': 1})
