print(repr(len), repr(print), repr(int), repr(type(None)), repr(None), repr(NotImplemented), repr(Ellipsis), repr(...), repr(range(1, 5, 2)), repr(slice(1, None)), repr(True))
