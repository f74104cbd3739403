# attack: import os, then run a shell command that creates the canary
# ref: smolagents test_vulnerability_import; test_dangerous_builtins_calls_are_blocked
# expect: policy import
# message: Import of os is not allowed
import os
os.system('touch {CANARY}')
