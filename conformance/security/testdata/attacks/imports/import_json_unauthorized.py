# attack: a module outside the default allowlist
# expect: policy import
# message: Import of json is not allowed
import json
