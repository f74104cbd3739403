# attack: walk up with __class__/__bases__/__mro__ from every kind of value and then down: every class reached is one a program can name, and no way down exists
# table: __class__, __bases__, __base__, __mro__ are readable; __subclasses__ is refused
# expect: policy dunder
# message: Forbidden access to dunder attribute: __subclasses__
# output: ['BaseException', 'Exception', 'NoneType', 'ValueError', 'builtin_function_or_method', 'bytes', 'dict', 'function', 'int', 'list', 'list_iterator', 'object', 'range', 'set', 'str', 'tuple', 'type']
seen = set()
for v in [1, 'a', b'', [], {}, (), set(), None, len, print, lambda: 0, ValueError(), type, object, iter([]), range(1)]:
    for c in type(v).__mro__ + v.__class__.__bases__:
        seen.add(c.__name__)
print(sorted(seen))
getattr(object, '__subclasses__')
