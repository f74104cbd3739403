print("start")
enumerate([], begin=1)
