print("start")
max([1, 2], reverse=True)
