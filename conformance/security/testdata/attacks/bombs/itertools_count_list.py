# attack: list(itertools.count()) — must be charged per item
# requires: itertools
# expect: limit ops
import itertools
list(itertools.count())
