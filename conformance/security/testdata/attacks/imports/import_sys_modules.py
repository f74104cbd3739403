# attack: sys.modules['os'].system(...)
# ref: smolagents test_vulnerability_via_sys
# expect: policy import
# message: Import of sys is not allowed
import sys
sys.modules['os'].system('touch {CANARY}')
