# traceback: full
v = 5
w = 0
try:
    assert v < 0 if v else w < 0
except AssertionError:
    print("caught")
assert (v < 0) and w, "message"
