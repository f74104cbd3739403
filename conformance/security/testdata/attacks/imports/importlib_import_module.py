# attack: importlib.import_module('os')
# ref: smolagents test_vulnerability_via_importlib
# expect: policy import
# message: Import of importlib is not allowed
import importlib
importlib.import_module('os').system('touch {CANARY}')
