# attack: from os import * (the wildcard must not unblock os)
# expect: policy import
# message: Import from os is not allowed
from os import *
system('touch {CANARY}')
