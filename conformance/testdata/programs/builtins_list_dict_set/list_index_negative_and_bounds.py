l = [10, 20, 30]
print(l[-1], l[-3], l[0:100], l[-100:1], l[3:], l[1:-1])
try:
    l[-4]
except IndexError as e:
    print(e)
