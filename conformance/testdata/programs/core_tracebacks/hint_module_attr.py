# traceback: full
import math
print(math.flor(2.5))
