# attack: getattr on print's __self__ (the builtins module)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __self__
getattr(print, '__self__').open('{CANARY}', 'w')
