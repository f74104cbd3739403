print("start")
{1}.remove({})
print("not reached")
