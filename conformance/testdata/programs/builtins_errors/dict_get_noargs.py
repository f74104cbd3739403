print("start")
{}.get()
print("not reached")
