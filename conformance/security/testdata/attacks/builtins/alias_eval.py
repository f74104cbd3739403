# attack: e = eval (aliasing a refused builtin)
# expect: policy builtin
# message: Forbidden function evaluation: 'eval'
e = eval
e('1')
