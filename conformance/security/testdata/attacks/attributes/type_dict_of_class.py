# attack: type(a).__dict__
# table: a class __dict__ is readable as a read-only mappingproxy copy: writing to it fails
# expect: python TypeError
# message: 'mappingproxy' object does not support item assignment
# output: mappingproxy 1
class A:
    x = 1
d = type(A()).__dict__
print(type(d).__name__, d['x'])
d['x'] = 2
