# attack: re._compiler (a private submodule reachable as an attribute)
# expect: python AttributeError
# message: module 're' has no attribute '_compiler'
# requires: re
import re
re._compiler
