print("start")
bool(1, 2)
print("not reached")
