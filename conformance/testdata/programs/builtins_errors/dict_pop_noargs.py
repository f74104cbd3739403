print("start")
{}.pop()
print("not reached")
