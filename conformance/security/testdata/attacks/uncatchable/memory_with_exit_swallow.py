# attack: a context manager whose __exit__ returns True (swallows exceptions)
# expect: limit memory
class S:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return True
with S():
    'x' * 10 ** 12
print('survived')
