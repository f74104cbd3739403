# attack: `x in` an infinite iterator
# requires: itertools
# expect: limit ops
import itertools
-1 in itertools.count()
