# attack: locals()
# ref: smolagents DANGEROUS_FUNCTIONS builtins.locals
# expect: policy builtin
# message: Forbidden function evaluation: 'locals'
locals()
