# attack: module __dict__
# table: a module __dict__ is a read-only mappingproxy copy: writing to it fails
# expect: python TypeError
# message: 'mappingproxy' object does not support item assignment
# output: mappingproxy 3.141592653589793
import math
d = math.__dict__
print(type(d).__name__, d['pi'])
d['pi'] = 3
