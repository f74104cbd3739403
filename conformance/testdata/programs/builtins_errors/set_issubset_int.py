print("start")
{1}.issubset(5)
print("not reached")
