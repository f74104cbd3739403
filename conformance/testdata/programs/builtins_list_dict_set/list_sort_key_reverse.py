l = ['bb', 'a', 'ccc', 'dd']
l.sort()
print(l)
l.sort(key=len)
print(l)
l.sort(key=len, reverse=True)
print(l)
n = [3, -1, 2]
print(n.sort(key=abs), n)
