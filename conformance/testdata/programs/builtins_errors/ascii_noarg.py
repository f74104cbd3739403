print("start")
ascii()
print("not reached")
