# attack: calling type(enumerate(...)) — must behave as enumerate
# expect: ok
# output: [(0, 'a')]
# known-hole: calling the type of this object panics in Go (nil pointer dereference, recovered as an internal error) — owner: py/builtins
print(list(type(enumerate([]))(['a'])))
