print("start")
ord(5)
print("not reached")
