# attack: {}.__class__.__base__.__subclasses__() -> catch_warnings()._module.__builtins__
# ref: smolagents test_vulnerability_builtins_via_class_catch_warnings (CVE-2025-5120 shape)
# table: __class__ and __base__ are readable; the walk is refused at __subclasses__
# expect: policy dunder
# message: Forbidden call to dunder function: __subclasses__
for c in {}.__class__.__base__.__subclasses__():
    if c.__name__ == 'catch_warnings':
        c()._module.__builtins__['__import__']('os').system('touch {CANARY}')
