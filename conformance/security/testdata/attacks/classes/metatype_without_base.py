# attack: naming a Go metatype as metaclass= without a base that has it, to get EnumType's class protocol on an arbitrary class
# imports: enum
# requires: enum
# expect: python TypeError
# message: krait does not support metaclasses (class A uses metaclass EnumType)
import enum
class A(metaclass=enum.EnumMeta):
    X = 1
print(list(A))
