# attack: math.comb(10**7, 5*10**6) (issue 14 class 4: unbounded CPU in one call)
# expect: limit ops
import math
math.comb(10 ** 7, 5 * 10 ** 6)
