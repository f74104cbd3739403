# attack: subprocess.run to create the canary
# ref: smolagents DANGEROUS_MODULES (subprocess)
# expect: policy import
# message: Import of subprocess is not allowed
import subprocess
subprocess.run(['touch', '{CANARY}'])
