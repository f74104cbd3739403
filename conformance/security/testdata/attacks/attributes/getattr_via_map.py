# attack: getattr passed around as a value (map)
# ref: smolagents test_vulnerability_via_submodules_through_indirect_attribute_access
# table: getattr passed around still goes through the checkpoint for each name
# expect: policy dunder
# message: Forbidden access to dunder attribute: __globals__
# output: [<class 'int'>]
print(list(map(getattr, [1], ['__class__'])))
list(map(getattr, [len, lambda: 0], ['__self__', '__globals__']))
