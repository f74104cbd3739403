print("start")
type()
print("not reached")
