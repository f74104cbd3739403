print(set(), frozenset(), {1} - {1}, type({}).__name__, frozenset({1}), repr(frozenset()))
