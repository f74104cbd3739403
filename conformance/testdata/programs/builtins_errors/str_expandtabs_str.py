print("start")
'a'.expandtabs('4')
print("not reached")
