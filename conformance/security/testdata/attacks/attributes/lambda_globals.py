# attack: (lambda: 0).__globals__
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
(lambda: 0).__globals__
