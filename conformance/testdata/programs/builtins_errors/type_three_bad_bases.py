print("start")
type('A', (1,), {})
print("not reached")
