import math
from math import sqrt, pi as PI
print(math.floor(3.7), sqrt(16), round(PI, 4))
import collections
c = collections.Counter('abracadabra')
print(c.most_common(2))
