vals = [0, 1, True, 2.0, 'x', None]
print([type(v).__name__ for v in vals if isinstance(v, int)])
print([v for v in vals if isinstance(v, (int, float)) and not isinstance(v, bool)])
