# attack: obj.__reduce__()
# expect: policy dunder
# message: Forbidden call to dunder function: __reduce__
class A:
    pass
A().__reduce__()
