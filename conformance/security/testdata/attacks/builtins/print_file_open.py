# attack: print(file=open(...))
# expect: policy builtin
# message: Forbidden function evaluation: 'open'
print('x', file=open('{CANARY}', 'w'))
