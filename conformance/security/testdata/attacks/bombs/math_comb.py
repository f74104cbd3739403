# attack: math.comb(10**8, 5 * 10**7)
# expect: limit memory
import math
math.comb(10 ** 8, 5 * 10 ** 7)
