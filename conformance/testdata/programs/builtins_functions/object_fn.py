o = object()
print(type(o).__name__, o == o, o != object(), str(o).startswith('<object object at'))
