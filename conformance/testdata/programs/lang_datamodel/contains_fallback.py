class OnlyIter:
    def __iter__(self): return iter([1, 2, 3])
print(2 in OnlyIter(), 5 in OnlyIter(), 5 not in OnlyIter())
class Always:
    def __contains__(self, x): return 'yes'
print(1 in Always(), 1 not in Always())
