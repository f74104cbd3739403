# attack: list(itertools.count()) — must be charged per item
# requires: itertools
# limits: memory=64MiB
# expect: limit ops
import itertools
list(itertools.count())
