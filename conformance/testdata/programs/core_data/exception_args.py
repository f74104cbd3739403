e = ValueError('msg', 42)
print(e.args, str(e), repr(e))
e2 = KeyError('k')
print(str(e2), repr(e2))
e3 = Exception()
print(repr(e3), str(e3) == '')
try:
    raise RuntimeError('wrapped') from ValueError('root')
except RuntimeError as err:
    print(repr(err), repr(err.__cause__) if False else 'cause hidden')
