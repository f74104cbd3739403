# attack: breakpoint() starts a debugger on the host
# expect: policy builtin
# message: Forbidden function evaluation: 'breakpoint'
breakpoint()
