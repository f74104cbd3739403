# attack: calling type(zip()) — must behave as zip, never crash
# expect: ok
# output: [(1, 2)]
# known-hole: calling the type of this object panics in Go (nil pointer dereference, recovered as an internal error) — owner: py/builtins
print(list(type(zip())([1], [2])))
