print(len('héllo'), len(b'h\xc3\xa9'), len([1, [2, 3]]), len({'a': 1}), len(range(0, 10, 3)), len(set()), len(()))
class Sized:
    def __len__(self):
        return 7
print(len(Sized()))
for bad in (5, None, iter([]), 1.5):
    try:
        len(bad)
    except TypeError as e:
        print(e)
class BadLen:
    def __len__(self):
        return 'x'
try:
    len(BadLen())
except TypeError as e:
    print(e)
