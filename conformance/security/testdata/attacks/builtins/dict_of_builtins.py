# attack: a refused builtin stored in a dict
# expect: policy builtin
# message: Forbidden function evaluation: 'exec'
d = {'x': exec}
d['x']('1')
