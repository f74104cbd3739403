class A: pass
try:
    format(A(), '>10')
except TypeError as e:
    print(e)
print(repr(format(A(), ''))[:12])
