# attack: getattr on print's __self__ (the builtins module)
# table: __self__ of print is None in krait: no builtins module to reach
# expect: python AttributeError
# message: 'NoneType' object has no attribute 'open'
# output: None
print(getattr(print, '__self__'))
getattr(print, '__self__').open('{CANARY}', 'w')
