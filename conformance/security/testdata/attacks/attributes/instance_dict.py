# attack: obj.__dict__
# ref: smolagents test_vulnerability_via_dunder_access
# expect: policy dunder
# message: Forbidden access to dunder attribute: __dict__
class A:
    pass
A().__dict__
