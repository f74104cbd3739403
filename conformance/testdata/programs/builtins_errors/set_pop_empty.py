print("start")
set().pop()
print("not reached")
