print("start")
{}.has_key('a')
print("not reached")
