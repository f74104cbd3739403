# attack: calling the function type directly (CPython: TypeError, no code object)
# expect: python TypeError
type(lambda: 0)(1)
