# attack: random._os as an attribute of an allowed module
# ref: smolagents test_vulnerability_via_submodules (random._os)
# expect: python AttributeError
# message: module 'random' has no attribute '_os'
# requires: random
import random
random._os.system('touch {CANARY}')
