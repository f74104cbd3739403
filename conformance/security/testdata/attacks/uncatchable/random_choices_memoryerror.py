# attack: a huge random.choices request inside except MemoryError — an exhausted budget must not be catchable
# requires: random
# expect: limit memory
# known-hole: random.choices(k=10**10) raises a catchable Python MemoryError instead of the budget's MemoryLimitError — owner: stdlib/random
import random
try:
    random.choices([1], k=10 ** 10)
except MemoryError:
    print('caught, continuing')
