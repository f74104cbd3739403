# attack: time.__spec__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __spec__
# requires: time
import time
time.__spec__
