print("start")
{}.setdefault([], 1)
print("not reached")
