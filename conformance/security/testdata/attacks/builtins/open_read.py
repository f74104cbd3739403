# attack: open a host file for reading
# expect: policy builtin
# message: Forbidden function evaluation: 'open'
print(open('{KEEP}').read())
