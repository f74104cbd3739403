# traceback: full
items = [1, 2]
items.apend(3)
