# attack: the host authorizes every import ("*"); os stays blocked
# ref: smolagents test_can_import_os_if_all_imports_authorized (krait refuses by design)
# imports: *
# expect: policy import
# message: Import of os is not allowed
import os
os.system('touch {CANARY}')
