print("start")
{}.update(5)
print("not reached")
