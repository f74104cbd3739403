# attack: input() reads the host stdin
# expect: policy builtin
# message: Forbidden function evaluation: 'input'
input()
