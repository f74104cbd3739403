print("start")
{'1': 'a'}[1]
print("not reached")
