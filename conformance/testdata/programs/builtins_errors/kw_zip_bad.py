print("start")
zip('a', fill=None)
