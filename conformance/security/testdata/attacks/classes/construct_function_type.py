# attack: calling the function type directly (CPython: TypeError, no code object)
# expect: python TypeError
# known-hole: calling the type of this object panics in Go (nil pointer dereference, recovered as an internal error) — owner: py/builtins
type(lambda: 0)(1)
