# attack: catastrophic regex backtracking never hangs: at worst the run's deadline ends it
# limits: ops=1e12 time=500ms
# requires: re
# expect: limit time
import re
re.match('(a+)+$', 'a' * 40 + '!')
