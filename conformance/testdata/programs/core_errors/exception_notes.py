# traceback: full
try:
    raise ValueError("x")
except ValueError as e:
    e.add_note("first note")
    e.add_note("second")
    raise
