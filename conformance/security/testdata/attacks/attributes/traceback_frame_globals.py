# attack: e.__traceback__.tb_frame.f_back.f_globals['__builtins__']
# ref: smolagents test_vulnerability_builtins_via_traceback
# table: __traceback__ is readable and is None in krait (no frame object exists)
# expect: python AttributeError
# message: 'NoneType' object has no attribute 'tb_frame'
# output: NoneType
try:
    1 / 0
except Exception as e:
    tb = e.__traceback__
    print(type(tb).__name__)
    tb.tb_frame.f_back.f_globals['__builtins__']['open']('{CANARY}', 'w')
