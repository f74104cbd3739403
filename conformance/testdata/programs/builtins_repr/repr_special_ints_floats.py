print(repr(10 ** 25), repr(-2 ** 63), repr(1e25), repr(1e-25), repr(2.5e-324) if False else repr(5e-324), repr(float(10 ** 17)), repr(123456789.123456789))
