# attack: a refused builtin inside a lambda
# expect: policy builtin
# message: Forbidden function evaluation: 'eval'
(lambda: eval('1'))()
