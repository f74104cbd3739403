print("start")
{}.update([1])
print("not reached")
