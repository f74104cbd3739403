# attack: popitem of a dict whose keys share a hash with an __eq__ that mutates (found by FuzzMutatingCallbacks: popitem compared keys with no thread)
# expect: ok
# output: 0
D = {}
class K:
    def __hash__(self):
        return 0
    def __eq__(self, other):
        D.clear()
        return False
a, b, c = K(), K(), K()
D[a] = 1
D[b] = 2
D[c] = 3
D.popitem()
print(len(D))
