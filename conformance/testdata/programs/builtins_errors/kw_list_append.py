print("start")
[].append(object=1)
