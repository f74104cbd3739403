# attack: fullwidth identifier, NFKC-normalized to os by the parser
# expect: policy import
# message: Import of os is not allowed
import ｏｓ
ｏｓ.system('touch {CANARY}')
