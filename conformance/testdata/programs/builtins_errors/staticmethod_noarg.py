print("start")
staticmethod()
print("not reached")
