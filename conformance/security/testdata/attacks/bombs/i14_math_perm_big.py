# attack: math.perm(10**7) (a factorial of ten million)
# limits: memory=256MiB
# expect: limit ops
import math
math.perm(10 ** 7)
