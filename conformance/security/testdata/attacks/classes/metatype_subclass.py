# attack: subclassing a Go metatype to define a metaclass with Python hooks
# imports: enum
# requires: enum
# expect: python TypeError
# message: type 'EnumType' is not an acceptable base type
import enum
class M(enum.EnumType):
    def __getattr__(cls, name):
        return name
