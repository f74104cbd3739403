# attack: module __dict__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __dict__
import math
math.__dict__
