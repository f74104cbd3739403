# attack: monkeypatching a Go metatype (shared by every enum class of the run) to plant attributes every enum class would inherit
# imports: enum
# requires: enum
# expect: python TypeError
# message: cannot set 'mro' attribute of immutable type 'EnumType'
import enum
enum.EnumType.mro = lambda cls: []
