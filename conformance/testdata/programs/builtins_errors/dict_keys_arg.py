print("start")
{}.keys(1)
print("not reached")
