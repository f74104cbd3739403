# attack: globals() to reach __builtins__
# ref: smolagents DANGEROUS_FUNCTIONS builtins.globals
# expect: policy builtin
# message: Forbidden function evaluation: 'globals'
globals()['__builtins__']
