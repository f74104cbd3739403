# attack: type(EnumClass) is a metatype: its namespace must not hand out Go internals or class-creation hooks
# imports: enum
# requires: enum
# expect: policy dunder
# message: Forbidden access to dunder attribute: __dict__
import enum
class Color(enum.Enum):
    RED = 1
meta = type(Color)
print(meta, type(meta), meta.__name__)
meta.__dict__
