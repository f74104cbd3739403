# attack: a refused builtin as a default argument
# expect: policy builtin
# message: Forbidden function evaluation: 'eval'
def f(g=eval):
    return g('1')
f()
