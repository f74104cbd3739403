# traceback: full
items = [3, 1, 2]
items.sortt()
