import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(repr(math.pi), math.isnan(math.nan), math.isinf(math.inf))
print(type(math.pi).__name__, math.inf > 1e308)
