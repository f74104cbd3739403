print("start")
[2, 1].sort(reverse='yes')
print("not reached")
