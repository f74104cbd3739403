import math
for f in [lambda: 2.0 ** 10000, lambda: math.exp(1000), lambda: float(10 ** 400), lambda: int(float('inf')), lambda: int(float('nan'))]:
    try:
        f()
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)
