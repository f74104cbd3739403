# attack: extended slice assignment whose step's __index__ empties the list (issue 14, class 5)
# expect: python ValueError
# message: attempt to assign sequence of size 5 to extended slice of size 0
items = list(range(10))
class Step:
    def __index__(self):
        items.clear()
        return 2
items[::Step()] = [1, 2, 3, 4, 5]
