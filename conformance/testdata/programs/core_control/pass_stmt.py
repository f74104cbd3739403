def nothing():
    pass
print(nothing())
for i in range(2):
    pass
if True:
    pass
print('ok', i)
