# attack: operator.methodcaller('__reduce_ex__', 2)
# requires: operator
# imports: operator
# expect: policy dunder
# message: Forbidden call to dunder function: __reduce_ex__
import operator
operator.methodcaller('__reduce_ex__', 2)(1)
