# attack: int.__dict__['x'] = 1 (the shared namespace of a built-in type)
# table: class __dict__ is a read-only copy
# expect: python TypeError
# message: 'mappingproxy' object does not support item assignment
int.__dict__['x'] = 1
