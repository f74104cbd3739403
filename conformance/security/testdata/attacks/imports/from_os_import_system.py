# attack: from os import system
# ref: smolagents test_vulnerability_import
# expect: policy import
# message: Import from os is not allowed
from os import system
system('touch {CANARY}')
