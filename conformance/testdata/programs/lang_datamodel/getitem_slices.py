class Seq:
    def __getitem__(self, k):
        if isinstance(k, slice):
            return ('slice', k.start, k.stop, k.step)
        return ('index', k)
s = Seq()
print(s[1], s[1:2], s[::3], s[:-1], s[1:2:3])
print(s['key'], s[1, 2])
