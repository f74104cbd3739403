print(True + True, True * 10, False - 1, True / 2, sum([True, False, True]), True == 1, -True, ~True, True & False, True | False, True ^ True)
