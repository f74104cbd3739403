print("start")
{}.update({}, {})
print("not reached")
