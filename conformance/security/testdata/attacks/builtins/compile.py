# attack: compile() to build a code object
# ref: smolagents DANGEROUS_FUNCTIONS builtins.compile
# expect: policy builtin
# message: Forbidden function evaluation: 'compile'
compile('1', '<s>', 'eval')
