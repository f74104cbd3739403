# attack: the traceback module's frame walkers (walk_tb, tb_frame, StackSummary.extract, capture_locals) to reach f_globals
# table: krait's traceback module is text only (docs/security.md): FrameSummary has no frame, walk_tb does not exist
# imports: traceback
# expect: python AttributeError
# message: module 'traceback' has no attribute 'walk_tb'
# output: ['filename', 'lineno', 'name', '_line', 'locals', 'end_lineno', 'colno', 'end_colno'] [] ValueError
import traceback
try:
    1 / 0
except Exception as e:
    fs = traceback.extract_tb(e.__traceback__)[0]
    try:
        traceback.TracebackException.from_exception(e, capture_locals=True)
        kind = "none"
    except ValueError:
        kind = "ValueError"
    print(list(vars(fs)), [n for n in dir(fs) if n.startswith(("f_", "tb_", "gi_"))], kind)
    for frame, lineno in traceback.walk_tb(e.__traceback__):
        frame.f_globals['__builtins__']['open']('{CANARY}', 'w')
