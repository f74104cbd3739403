# attack: append to an existing host file
# expect: policy builtin
# message: Forbidden function evaluation: 'open'
open('{KEEP}', 'a').write('pwned')
