print("start")
{} | []
print("not reached")
