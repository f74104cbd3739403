print("start")
isinstance(obj=1, class_or_tuple=int)
