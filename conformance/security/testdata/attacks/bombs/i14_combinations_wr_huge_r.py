# attack: itertools.combinations_with_replacement with r = 2**31 (a 16 GiB index array)
# expect: limit memory
import itertools
it = itertools.combinations_with_replacement("ab", 2 ** 31)
next(it)
