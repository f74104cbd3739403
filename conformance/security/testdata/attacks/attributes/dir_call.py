# attack: 's'.__dir__()
# ref: smolagents test_vulnerability_via_dunder_call
# expect: policy dunder
# message: Forbidden call to dunder function: __dir__
's'.__dir__()
