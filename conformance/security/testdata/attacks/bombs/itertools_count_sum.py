# attack: sum(itertools.count()) — a native infinite iterator in a native consumer
# requires: itertools
# expect: limit ops
import itertools
sum(itertools.count())
