# attack: sys._getframe().f_builtins['__import__']('os')
# ref: smolagents test_vulnerability_builtins_via_sys
# expect: policy import
# message: Import of sys is not allowed
import sys
sys._getframe().f_builtins['__import__']('os').system('touch {CANARY}')
