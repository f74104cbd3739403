import math
for i in range(-40, 41):
    x = i * 0.37
    print(x, math.sin(x), math.cos(x), math.tan(x), math.exp(x / 4), math.log(abs(x) + 0.5), math.atan(x), math.sqrt(abs(x)))
