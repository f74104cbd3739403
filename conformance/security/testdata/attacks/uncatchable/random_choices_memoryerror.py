# attack: a huge random.choices request inside except MemoryError — an exhausted budget must not be catchable
# requires: random
# expect: limit memory
import random
try:
    random.choices([1], k=10 ** 10)
except MemoryError:
    print('caught, continuing')
