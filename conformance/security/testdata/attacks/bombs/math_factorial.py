# attack: math.factorial(10**8) — a huge native computation must be bounded
# expect: limit memory
import math
math.factorial(10 ** 8)
