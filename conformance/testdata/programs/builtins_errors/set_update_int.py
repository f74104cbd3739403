print("start")
set().update(1)
print("not reached")
