print("start")
super()
print("not reached")
