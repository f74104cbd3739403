print("start")
abs(x=-1)
