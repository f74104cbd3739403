try:
    {}['missing']
except KeyError as e:
    print(str(e), repr(e), e.args[0])
try:
    {}[('a', 1)]
except KeyError as e:
    print(str(e))
try:
    {}[1.5]
except KeyError as e:
    print(str(e))
