# attack: __index__ returning a huge count for sequence repetition
# expect: python OverflowError
# message: cannot fit 'int' into an index-sized integer
class N:
    def __index__(self):
        return 10 ** 30
[0] * N()
