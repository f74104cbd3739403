print("start")
{}.pop('x')
print("not reached")
