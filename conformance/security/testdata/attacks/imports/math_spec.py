# attack: math.__spec__ (import machinery)
# expect: policy dunder
# message: Forbidden access to dunder attribute: __spec__
import math
math.__spec__
