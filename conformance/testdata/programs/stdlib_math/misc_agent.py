import math
data = [2.5, 3.1, 4.7, 1.2, 9.9]
mean = sum(data) / len(data)
var = sum((x - mean) ** 2 for x in data) / (len(data) - 1)
print(mean, var, math.sqrt(var))
print(math.ceil(len(data) / 2), math.floor(mean), round(math.log(1000, 10), 6))
print(math.isfinite(1.0), math.isfinite(math.inf), math.isfinite(math.nan), math.isnan(float('nan')))
angle = math.atan2(3, 4)
print(angle, math.degrees(angle), math.cos(angle) * 5, math.sin(angle) * 5)
print(math.comb(52, 5), math.perm(10, 3), math.factorial(12) // math.factorial(10))
print(f"{math.pi:.10f} {math.e:.3e} {math.sqrt(2):g}")
