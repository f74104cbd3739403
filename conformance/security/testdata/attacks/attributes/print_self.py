# attack: print.__self__ (the builtins module behind a bound builtin)
# ref: smolagents test_dangerous_builtins_calls_are_blocked (callable.__self__.exec)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __self__
print.__self__.exec('1')
