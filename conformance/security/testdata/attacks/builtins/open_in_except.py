# attack: catching the refusal and retrying
# expect: policy builtin
# message: Forbidden function evaluation: 'open'
try:
    open('{CANARY}', 'w')
except Exception:
    pass
