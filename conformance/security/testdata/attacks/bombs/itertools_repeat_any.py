# attack: any() over itertools.repeat(0)
# requires: itertools
# expect: limit ops
import itertools
any(itertools.repeat(0))
