import math
cases = [('acos', 2), ('asin', -2), ('acosh', 0.5), ('atanh', 1), ('atanh', -1), ('sqrt', -4), ('log', 0), ('sin', math.inf), ('cos', -math.inf), ('tan', math.inf), ('exp', 1000), ('cosh', 1000), ('sinh', -1000), ('expm1', 1000), ('exp2', 2000)]
for name, x in cases:
    try:
        print(name, getattr(math, name)(x))
    except (ValueError, OverflowError) as e:
        print(name, type(e).__name__, e)
print(math.exp(-1000), math.exp(math.inf), math.exp(-math.inf), math.isnan(math.exp(math.nan)))
print(math.atanh(0.5), math.tanh(math.inf), math.sinh(-math.inf))
