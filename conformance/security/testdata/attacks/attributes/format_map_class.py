# attack: format_map with a dunder field
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
'{x.__class__.__mro__}'.format_map({'x': 1})
