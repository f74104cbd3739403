# attack: e.__context__ chain walk
# table: __context__ is the program's own exception; its __traceback__ has no tb_frame
# expect: python AttributeError
# message: 'traceback' object has no attribute 'tb_frame'
# output: ZeroDivisionError traceback
try:
    try:
        1 / 0
    except Exception:
        raise ValueError()
except ValueError as e:
    c = e.__context__
    print(type(c).__name__, c.__traceback__ is None or type(c.__traceback__).__name__)
    c.__traceback__.tb_frame
