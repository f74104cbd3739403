# attack: object.__setattr__ / type.__setattr__ on a shared built-in type (changes int for every executor)
# table: object.__setattr__ is callable only on the program's own objects: built-in types are immutable
# expect: python TypeError
# message: cannot set 'x' attribute of immutable type 'int'
object.__setattr__(int, 'x', 1)
