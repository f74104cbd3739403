# attack: an import hidden inside a function body
# expect: policy import
# message: Import of os is not allowed
def f():
    import os
    return os
f().system('touch {CANARY}')
