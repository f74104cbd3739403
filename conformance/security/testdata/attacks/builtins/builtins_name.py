# attack: the __builtins__ name itself
# expect: policy builtin
# message: Forbidden function evaluation: '__builtins__'
__builtins__['open']('{CANARY}', 'w')
