# attack: '{0.__class__}'.format(1) — str.format field lookups
# ref: known str.format sandbox escape shape
# table: format fields go through the checkpoint: __class__ readable, __subclasses__ refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __subclasses__
# output: <class 'int'>
print('{0.__class__}'.format(1))
'{0.__class__.__subclasses__}'.format(1)
