# attack: relative import two levels up
# expect: python ImportError
# message: attempted relative import with no known parent package
from ..os import system
system('touch {CANARY}')
