# attack: object is a builtin name, but object.__subclasses__ stays refused
# ref: smolagents test_vulnerability_load_module_via_builtin_importer shape
# expect: policy dunder
# message: Forbidden call to dunder function: __subclasses__
object.__subclasses__()
