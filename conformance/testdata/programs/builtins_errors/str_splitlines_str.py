# xfail: splitlines(str) accepted
print("start")
'a'.splitlines('x')
print("not reached")
