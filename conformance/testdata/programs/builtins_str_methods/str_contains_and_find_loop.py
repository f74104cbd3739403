s = 'mississippi'
i = s.find('ss')
while i != -1:
    print(i)
    i = s.find('ss', i + 1)
print(s.count('ss'), s.rindex('ss'))
