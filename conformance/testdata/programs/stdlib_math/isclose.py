import math
print(math.isclose(1, 1), math.isclose(1, 1 + 1e-10), math.isclose(1, 1.1), math.isclose(1, 1.1, rel_tol=0.2))
print(math.isclose(0, 1e-10), math.isclose(0, 1e-10, abs_tol=1e-9), math.isclose(math.inf, math.inf), math.isclose(math.inf, 1e308))
print(math.isclose(math.nan, math.nan), math.isclose(-math.inf, math.inf))
for args, kw in [((1,), {}), ((1, 2), {'rel_tol': -1}), ((1, 2), {'abs_tol': -1}), ((1, 2, 3), {}), (('a', 1), {})]:
    try:
        math.isclose(*args, **kw)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
