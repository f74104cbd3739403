# attack: '{0.__class__}'.format(1) — str.format field lookups
# ref: known str.format sandbox escape shape
# known-hole: str.format field lookups skip the dunder policy (leaks reprs of dunder attributes) — owner: py/pyfmt
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
'{0.__class__}'.format(1)
