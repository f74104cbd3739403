# attack: getattr(x, '__class__')
# ref: smolagents test_vulnerability_via_dunder_indirect_access
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
getattr(1, '__class__').__base__
