# attack: import os under an alias
# ref: smolagents test_vulnerability_import
# expect: policy import
# message: Import of os is not allowed
import os as o
o.system('touch {CANARY}')
