# attack: calling type(filter(...)) — must behave as filter
# expect: ok
# output: [1]
# known-hole: calling the type of this object panics in Go (nil pointer dereference, recovered as an internal error) — owner: py/builtins
print(list(type(filter(None, []))(None, [0, 1])))
