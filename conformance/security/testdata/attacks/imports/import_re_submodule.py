# attack: a private submodule of an allowed module (re.sre_compile)
# expect: policy import
# message: Import of re.sre_compile is not allowed
import re.sre_compile
