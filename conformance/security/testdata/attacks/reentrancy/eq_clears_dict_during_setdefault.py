# attack: dict.setdefault whose keys collide in hash and whose __eq__ grows the dict mid-probe (found by FuzzMutatingCallbacks: a nil-thread compare after the resize); as in CPython the lookup restarts only when the table is rebuilt, so it ends
# expect: ok
# output: True
D = {0: 0, 1: 1, 2: 2}
class K:
    def __hash__(self):
        return 0
    def __eq__(self, other):
        D[len(D)] = 0
        return False
for i in range(20):
    D.setdefault(K(), i)
print(len(D) > 20)  # CPython: 249 (the number of __eq__ calls depends on the table layout)
