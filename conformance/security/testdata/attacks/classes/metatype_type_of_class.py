# attack: type(EnumClass) is a metatype: its namespace must not hand out Go internals or class-creation hooks
# imports: enum
# requires: enum
# table: the metatype's __dict__ is a read-only copy without __getattribute__ or __subclasses__; __subclasses__ is refused
# expect: policy dunder
# message: Forbidden call to dunder function: __subclasses__
# output: <class 'enum.EnumType'> <class 'type'> EnumType
# output: mappingproxy False False
import enum
class Color(enum.Enum):
    RED = 1
meta = type(Color)
print(meta, type(meta), meta.__name__)
d = meta.__dict__
print(type(d).__name__, '__getattribute__' in d, '__subclasses__' in d)
meta.__subclasses__()
