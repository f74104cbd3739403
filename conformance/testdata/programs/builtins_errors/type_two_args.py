print("start")
type('A', ())
print("not reached")
