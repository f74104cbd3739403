# attack: format_map with a dunder field
# known-hole: str.format field lookups skip the dunder policy (leaks reprs of dunder attributes) — owner: py/pyfmt
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
'{x.__class__.__mro__}'.format_map({'x': 1})
