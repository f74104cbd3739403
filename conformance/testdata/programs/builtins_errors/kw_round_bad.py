print("start")
round(1.5, digits=1)
