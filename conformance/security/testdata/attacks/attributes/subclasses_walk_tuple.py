# attack: ().__class__.__bases__[0].__subclasses__() — the classic subclass walk
# ref: smolagents test_vulnerability_via_dunder_access; test_vulnerability_class_via_subclasses
# expect: policy dunder
# message: Forbidden access to dunder attribute: __class__
for c in ().__class__.__bases__[0].__subclasses__():
    if c.__name__ == 'Popen':
        c(['touch', '{CANARY}'])
