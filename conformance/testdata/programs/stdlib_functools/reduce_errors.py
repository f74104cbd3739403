# krait-run: --allow-import functools
from functools import reduce
try:
    reduce(max, [])
except TypeError as e:
    print(e)
try:
    reduce(max)
except TypeError as e:
    print(e)
try:
    reduce(max, 5)
except TypeError as e:
    print(e)
reduce(lambda a, b: a / b, [1, 0])
