# attack: a refused import inside try/except ImportError must not be swallowed into a fallback
# ref: smolagents spec §4.6 gap 3 (policy errors catchable in smolagents)
# expect: policy import
# message: Import of os is not allowed
try:
    import os
except Exception:
    print('swallowed')
