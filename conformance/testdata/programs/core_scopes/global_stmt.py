counter = 0
def bump():
    global counter
    counter += 1
for _ in range(5):
    bump()
print(counter)
def make():
    global created
    created = 'yes'
make()
print(created)
