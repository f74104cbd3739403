def add_item(item, bucket=[]):
    bucket.append(item)
    return bucket

print(add_item(1), add_item(2), add_item(3, []), add_item(4))

def add_item_fixed(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket
print(add_item_fixed(1), add_item_fixed(2))

class Team:
    members = []
    def __init__(self, name):
        self.name = name
    def join(self, who):
        self.members.append(who)
a, b = Team("a"), Team("b")
a.join("x"); b.join("y")
print(a.members, b.members, a.members is b.members, Team.members)

matrix = [[0] * 3] * 2
matrix[0][0] = 1
print(matrix)
copy_shallow = [row[:] for row in matrix]
copy_shallow[1][1] = 9
print(matrix, copy_shallow)
funcs = []
for i in range(3):
    funcs.append(lambda: i)
print([f() for f in funcs])
x = [1, 2, 3]
y = x
y += [4]
z = x
z = z + [5]
print(x, y, z)
t = (1, [2])
try:
    t[1] += [3]
except TypeError as e:
    print("TypeError:", e)
print(t)
