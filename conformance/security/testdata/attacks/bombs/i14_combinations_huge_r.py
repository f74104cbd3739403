# attack: itertools.combinations with r = 2**31 (issue 14 class 2: a 16 GiB index array)
# expect: ok
# output: []
import itertools
print(list(itertools.combinations("ab", 2 ** 31)))
