# krait-run: --allow-import functools
from functools import cmp_to_key
K = cmp_to_key(lambda a, b: a - b)
try:
    K(1) < 5
except TypeError as e:
    print(e)
try:
    hash(K(1))
except TypeError as e:
    print(e)
sorted([1, 'a'], key=K)
