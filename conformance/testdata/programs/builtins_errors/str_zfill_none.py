print("start")
'1'.zfill(None)
print("not reached")
