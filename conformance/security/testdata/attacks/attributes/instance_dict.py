# attack: obj.__dict__
# ref: smolagents test_vulnerability_via_dunder_access
# table: an instance __dict__ is its own real dict; rebinding it (assignment) is refused
# expect: policy dunder
# message: Forbidden assignment to dunder attribute: __dict__
# output: 1 {'x': 1}
class A:
    pass
a = A()
a.__dict__['x'] = 1
print(a.x, a.__dict__)
a.__dict__ = {}
