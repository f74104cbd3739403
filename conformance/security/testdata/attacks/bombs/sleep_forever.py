# attack: time.sleep(10**9) ends at the run's deadline
# limits: time=500ms
# requires: time
# expect: limit time
import time
time.sleep(10 ** 9)
