# attack: case variant of a blocked module (blocked names compare case-insensitively)
# imports: *
# expect: policy import
# message: Import of OS is not allowed
import OS
OS.system('touch {CANARY}')
