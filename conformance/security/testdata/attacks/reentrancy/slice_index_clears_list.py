# attack: list slice assignment whose start's __index__ empties the list (issue 14, class 5: Go code kept the length from before the call and panicked)
# expect: ok
# output: [1]
items = list(range(10))
class Shrink:
    def __index__(self):
        items.clear()
        return 2
items[Shrink():] = [1]
print(items)
