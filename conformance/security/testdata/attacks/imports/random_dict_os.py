# attack: random.__dict__['_os']
# ref: smolagents test_vulnerability_via_submodules (random.__dict__)
# requires: random
# table: random.__dict__ is a read-only copy of krait's own module: no _os entry exists
# expect: python KeyError
# message: '_os'
# output: mappingproxy False
import random
d = random.__dict__
print(type(d).__name__, '_os' in d)
random.__dict__['_os'].system('touch {CANARY}')
