# attack: from random import * must not bring os (or _os) into scope
# expect: python NameError
# message: name 'os' is not defined
# requires: random
from random import *
os.system('touch {CANARY}')
