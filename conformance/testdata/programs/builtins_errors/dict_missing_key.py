print("start")
{'a': 1}['b']
print("not reached")
