class Celsius(int):
    def __repr__(self): return f'{int(self)}°C'
c = Celsius(21)
print(repr(c), c + 1, type(c + 1).__name__, c * 2, c > 20, str(c))
