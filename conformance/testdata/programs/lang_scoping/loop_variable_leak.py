for i in range(3):
    pass
print(i)
for j in []:
    pass
try:
    print(j)
except NameError as e:
    print(e)
[k for k in range(3)]
try:
    print(k)
except NameError as e:
    print(e)
