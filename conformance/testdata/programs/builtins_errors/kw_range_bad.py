print("start")
range(start=1, stop=2)
