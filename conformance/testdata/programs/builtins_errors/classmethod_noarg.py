print("start")
classmethod()
print("not reached")
