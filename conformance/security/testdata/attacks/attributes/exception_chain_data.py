# attack: __cause__/__context__/__notes__/__traceback__ of exceptions raised by krait itself
# table: chaining fields hold the program's exceptions; tracebacks carry tb_lineno/tb_next only
# expect: python AttributeError
# message: 'traceback' object has no attribute 'tb_frame'
# output: KeyError('k') ['n'] True traceback 11 None
try:
    try:
        {}['k']
    except KeyError as e:
        e.add_note('n')
        raise ValueError('v') from e
except ValueError as v:
    tb = v.__traceback__
    print(repr(v.__cause__), v.__cause__.__notes__, v.__suppress_context__, type(tb).__name__, tb.tb_lineno, tb.tb_next)
    v.__cause__.__traceback__.tb_frame
