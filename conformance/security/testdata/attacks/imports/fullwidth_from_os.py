# attack: from ｏｓ import system (NFKC)
# expect: policy import
# message: Import from os is not allowed
from ｏｓ import system
system('touch {CANARY}')
