print(isinstance(True, int), isinstance(1, bool), isinstance(1, (str, float, int)), isinstance([], object), isinstance(None, type(None)))
print(issubclass(bool, int), issubclass(int, bool), issubclass(list, (dict, list)), issubclass(type, object), issubclass(object, type))
print(isinstance(int, type), isinstance(3, type), isinstance('s', (list, (tuple, (str,)))))
