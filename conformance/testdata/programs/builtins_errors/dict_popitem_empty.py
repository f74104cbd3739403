print("start")
{}.popitem()
print("not reached")
