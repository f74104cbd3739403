# attack: eval of a string
# ref: smolagents DANGEROUS_FUNCTIONS builtins.eval
# expect: policy builtin
# message: Forbidden function evaluation: 'eval'
eval("open('{CANARY}', 'w')")
