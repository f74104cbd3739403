import math
import math as m
from math import sqrt, pi as PI
from collections import Counter, defaultdict
import itertools, re
print(math.floor(2.7), m.ceil(2.1), sqrt(16), round(PI, 3))
print(Counter('abca').most_common(1), defaultdict(int)['x'])
print(list(itertools.islice(itertools.count(5), 3)), re.sub(r'\d', '#', 'a1b2'))
def local_import():
    import random
    from math import factorial
    return factorial(5)
print(local_import())
try:
    from math import nothing_here
except ImportError as e:
    print(type(e).__name__, str(e).split(' (')[0])
import datetime
print(datetime.date(2024, 1, 31).isoformat())
