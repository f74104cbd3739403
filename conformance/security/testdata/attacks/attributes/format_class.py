# attack: '{0.__class__}'.format(1) — str.format field lookups
# ref: known str.format sandbox escape shape
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
'{0.__class__}'.format(1)
