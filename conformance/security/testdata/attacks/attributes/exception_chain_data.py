# attack: __cause__/__context__/__notes__/__traceback__ of exceptions raised by krait itself
# table: chaining fields hold the program's exceptions; __traceback__ is None
# expect: python AttributeError
# message: 'NoneType' object has no attribute 'tb_next'
# output: KeyError('k') ['n'] True None
try:
    try:
        {}['k']
    except KeyError as e:
        e.add_note('n')
        raise ValueError('v') from e
except ValueError as v:
    print(repr(v.__cause__), v.__cause__.__notes__, v.__suppress_context__, v.__traceback__)
    v.__traceback__.tb_next
