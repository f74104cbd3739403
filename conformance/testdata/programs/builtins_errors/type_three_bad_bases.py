# xfail: type() with non-type base message
print("start")
type('A', (1,), {})
print("not reached")
