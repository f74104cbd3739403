import math
print(math.copysign(1, -0.0), math.copysign(-3, 2), math.copysign(2.5, -1), math.copysign(math.inf, -1), math.copysign(0.0, -1))
print(math.fabs(-3), math.fabs(-0.0), math.fabs(2.5), math.fabs(-math.inf), math.fabs(True), math.fabs(-10**20))
print(math.degrees(math.pi), math.degrees(1), math.radians(180), math.radians(45), math.radians(1), math.degrees(0.5))
