# attack: a class's mappingproxy
# table: str.__dict__ is a read-only copy without refused names: it cannot change str and holds no __getattribute__
# expect: python TypeError
# message: 'mappingproxy' object does not support item assignment
# output: True False
d = str.__dict__
print(d['join'] is str.join, '__getattribute__' in d)
d['join'] = None
