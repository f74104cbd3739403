# attack: print.__self__ (the builtins module behind a bound builtin)
# ref: smolagents test_dangerous_builtins_calls_are_blocked (callable.__self__.exec)
# table: __self__ of a module-level builtin is None in krait: no builtins module exists to reach
# expect: python AttributeError
# message: 'NoneType' object has no attribute 'exec'
# output: None
print(print.__self__)
print.__self__.exec('1')
