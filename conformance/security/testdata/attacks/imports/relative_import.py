# attack: relative import (krait has no packages)
# expect: python ImportError
# message: attempted relative import with no known parent package
from . import os
os.system('touch {CANARY}')
