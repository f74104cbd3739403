print("start")
set().discard([])
print("not reached")
