print("start")
{'a': 1}.items()[0]
print("not reached")
