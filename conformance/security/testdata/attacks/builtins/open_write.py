# attack: open a host file for writing
# expect: policy builtin
# message: Forbidden function evaluation: 'open'
open('{CANARY}', 'w').write('x')
