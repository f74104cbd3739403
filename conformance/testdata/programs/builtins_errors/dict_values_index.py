print("start")
{'a': 1}.values()[0]
print("not reached")
