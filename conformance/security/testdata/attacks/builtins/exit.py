# attack: exit() raises SystemExit to stop the host
# expect: policy builtin
# message: Forbidden function evaluation: 'exit'
exit(0)
