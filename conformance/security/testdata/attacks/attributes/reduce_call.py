# attack: (1).__reduce_ex__(2) (pickling hooks return callables)
# expect: policy dunder
# message: Forbidden call to dunder function: __reduce_ex__
(1).__reduce_ex__(2)
