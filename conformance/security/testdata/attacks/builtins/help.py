# attack: help() runs pydoc on the host
# expect: policy builtin
# message: Forbidden function evaluation: 'help'
help(print)
