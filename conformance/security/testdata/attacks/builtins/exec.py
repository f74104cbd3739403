# attack: exec of a string
# ref: smolagents DANGEROUS_FUNCTIONS builtins.exec
# expect: policy builtin
# message: Forbidden function evaluation: 'exec'
exec("open('{CANARY}', 'w')")
