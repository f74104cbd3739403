class Both:
    def __iter__(self): return iter('iter')
    def __getitem__(self, i): return 'getitem'
print(list(Both()), Both()[0])
