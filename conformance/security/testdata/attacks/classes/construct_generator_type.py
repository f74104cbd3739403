# attack: calling the generator type directly
# expect: python TypeError
# message: cannot create 'generator' instances
# known-hole: calling the type of this object panics in Go (nil pointer dereference, recovered as an internal error) — owner: py/builtins
type((x for x in []))()
