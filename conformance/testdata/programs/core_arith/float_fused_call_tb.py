# traceback: full
import math


def mag(d2, dt):
    return dt / (d2 * math.sqrt(d2))


print(mag(4.0, 0.5))
print(mag(-4.0, 0.5))
