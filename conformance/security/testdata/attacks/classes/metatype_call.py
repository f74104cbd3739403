# attack: calling a Go metatype directly to build a class outside the class statement's checks
# imports: enum
# requires: enum
# expect: python TypeError
# message: krait does not support creating enum classes with EnumType(); use a class statement or the functional API
import enum
enum.EnumType('X', (enum.Enum,), {'A': 1})
