print("start")
any(None)
print("not reached")
