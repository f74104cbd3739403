# attack: __self__ of module-level functions and builtins (CPython gives the module or builtins): none leads to a module
# imports: math, random, json
# requires: math,random,json
# table: __self__ is the bound receiver; module-level builtins give None
# expect: python AttributeError
# message: 'NoneType' object has no attribute 'system'
# output: None None None Random
import math, random, json
print(math.sqrt.__self__, len.__self__, json.dumps.__self__, type(random.random.__self__).__name__)
len.__self__.system('touch {CANARY}')
