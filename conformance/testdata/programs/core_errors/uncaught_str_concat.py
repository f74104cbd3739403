age = 30
print('Age: ' + age)
