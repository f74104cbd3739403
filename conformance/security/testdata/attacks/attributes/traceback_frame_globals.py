# attack: e.__traceback__.tb_frame.f_back.f_globals['__builtins__']
# ref: smolagents test_vulnerability_builtins_via_traceback
# table: __traceback__ is krait's traceback object: tb_lineno and tb_next only, no tb_frame
# expect: python AttributeError
# message: 'traceback' object has no attribute 'tb_frame'
# output: traceback
try:
    1 / 0
except Exception as e:
    tb = e.__traceback__
    print(type(tb).__name__)
    tb.tb_frame.f_back.f_globals['__builtins__']['open']('{CANARY}', 'w')
