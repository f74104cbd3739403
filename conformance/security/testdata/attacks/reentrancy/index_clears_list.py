# attack: indexing a list with an object whose __index__ clears it (issue 14, item 8: a stale element came back)
# expect: python IndexError
# message: list index out of range
lst = [1, 2, 3]
class I:
    def __index__(self):
        lst.clear()
        return 0
lst[I()]
