print(isinstance(1, int | str), isinstance('a', int | None), isinstance(None, int | None), issubclass(bool, int | float))
