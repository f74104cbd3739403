print("start")
repr()
print("not reached")
