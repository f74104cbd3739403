# attack: calling type(map(...)) — must behave as map
# expect: ok
# output: [2]
# known-hole: calling the type of this object panics in Go (nil pointer dereference, recovered as an internal error) — owner: py/builtins
print(list(type(map(len, []))(len, ['ab'])))
