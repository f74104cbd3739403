# attack: __len__ returning a huge int
# expect: python OverflowError
# message: cannot fit 'int' into an index-sized integer
class A:
    def __len__(self):
        return 10 ** 100
len(A())
