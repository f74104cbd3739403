print("start")
{}.setdefault()
print("not reached")
