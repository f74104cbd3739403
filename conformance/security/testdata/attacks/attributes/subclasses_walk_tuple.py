# attack: ().__class__.__bases__[0].__subclasses__() — the classic subclass walk
# ref: smolagents test_vulnerability_via_dunder_access; test_vulnerability_class_via_subclasses
# table: __class__ and __bases__ are readable; the walk is refused at __subclasses__
# expect: policy dunder
# message: Forbidden call to dunder function: __subclasses__
for c in ().__class__.__bases__[0].__subclasses__():
    if c.__name__ == 'Popen':
        c(['touch', '{CANARY}'])
