# attack: a one-item deque with maxlen=10**9 repeated 2*10**9 times: the kept maxlen slots (16 GB) were made before anything was charged (a Go out-of-memory)
# imports: collections
# expect: limit memory
from collections import deque
d = deque([1], maxlen=10**9)
d *= 2 * 10**9
