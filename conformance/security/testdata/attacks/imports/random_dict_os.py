# attack: random.__dict__['_os']
# ref: smolagents test_vulnerability_via_submodules (random.__dict__)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __dict__
# requires: random
import random
random.__dict__['_os'].system('touch {CANARY}')
