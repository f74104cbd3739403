print(True + 1, True * 2.5, int(True), float(False), str(True), repr(False), True > False, bool(-1), bool(0.0), abs(False), divmod(True, True))
