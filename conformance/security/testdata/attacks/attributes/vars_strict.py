# attack: vars(obj) under smolagents' rule: refused as __dict__ is, with the dunder refusal (not "not among the explicitly allowed tools")
# policy: strict
# expect: policy dunder
# message: Forbidden access to dunder attribute: __dict__
class A:
    pass
vars(A())
