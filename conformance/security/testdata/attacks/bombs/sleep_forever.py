# attack: time.sleep(10**9) ends the run at once with the time limit (it could only end at the deadline)
# limits: time=500ms
# requires: time
# expect: limit time
import time
time.sleep(10 ** 9)
