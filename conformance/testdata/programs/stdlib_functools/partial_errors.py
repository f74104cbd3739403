# krait-run: --allow-import functools
from functools import partial
try:
    partial()
except TypeError as e:
    print(e)
try:
    partial(1)
except TypeError as e:
    print(e)
p = partial(lambda a, b: a + b, 1)
print(p(2))
p(2, 3)
