# attack: type(1).__mro__[1].__setattr__ — reach object through __mro__ and mutate it
# table: __mro__ is readable; object is immutable and __setattr__ is call-only, checked
# expect: python TypeError
# message: cannot set 'evil' attribute of immutable type 'object'
o = type(1).__mro__[1]
o.__setattr__(o, 'evil', 1)
