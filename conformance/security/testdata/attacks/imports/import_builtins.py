# attack: builtins.open through the builtins module
# ref: smolagents test_vulnerability_builtins
# expect: policy import
# message: Import of builtins is not allowed
import builtins
builtins.open('{CANARY}', 'w')
