print("start")
{1} & [1]
print("not reached")
