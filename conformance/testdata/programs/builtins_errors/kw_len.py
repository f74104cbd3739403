print("start")
len(obj=[1])
