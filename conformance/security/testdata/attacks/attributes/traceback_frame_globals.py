# attack: e.__traceback__.tb_frame.f_back.f_globals['__builtins__']
# ref: smolagents test_vulnerability_builtins_via_traceback
# expect: policy dunder
# message: Forbidden access to dunder attribute: __traceback__
try:
    1 / 0
except Exception as e:
    e.__traceback__.tb_frame.f_back.f_globals['__builtins__']['open']('{CANARY}', 'w')
