# attack: getattr passed around as a value (map)
# ref: smolagents test_vulnerability_via_submodules_through_indirect_attribute_access
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
list(map(getattr, [1], ['__class__']))
