# attack: from random import _os (CPython's random module imports os as _os)
# ref: smolagents test_vulnerability_via_submodules (random._os)
# expect: python ImportError
# message: cannot import name '_os' from 'random' (unknown location)
# requires: random
from random import _os
_os.system('touch {CANARY}')
