# attack: getattr(print, "__self__") refused, and exec itself stays refused
# expect: policy builtin
# message: Forbidden function evaluation: 'exec'
x = exec
