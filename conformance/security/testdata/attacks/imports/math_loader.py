# attack: math.__loader__ (import machinery)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __loader__
import math
math.__loader__.load_module('os')
