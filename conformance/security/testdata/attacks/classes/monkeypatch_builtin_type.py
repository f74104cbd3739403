# attack: monkeypatching a built-in type
# expect: python TypeError
# message: cannot set 'evil' attribute of immutable type 'int'
int.evil = 1
