try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
try:
    raise 5
except TypeError as e:
    print(e)
class NotExc: pass
try:
    raise NotExc()
except TypeError as e:
    print(e)
try:
    raise ValueError from 3
except TypeError as e:
    print(e)
