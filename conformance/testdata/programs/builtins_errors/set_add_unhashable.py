print("start")
set().add([])
print("not reached")
