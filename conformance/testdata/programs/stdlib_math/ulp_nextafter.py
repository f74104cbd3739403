import math
for x in [1.0, 0.0, -1.0, 1e300, 5e-324, 1.7976931348623157e308, math.inf, 2.0, 3.5]:
    print(x, math.ulp(x))
print(math.nextafter(1, 2), math.nextafter(1, 0), math.nextafter(0, 1), math.nextafter(0, -1), math.nextafter(1, 1))
print(math.nextafter(1.7976931348623157e308, math.inf), math.nextafter(-0.0, 1), math.isnan(math.nextafter(math.nan, 1)))
