# attack: the uncaught exception's __str__ runs the slice-shrinking trick while the traceback is rendered, outside the run (issue 14, class 5: the panic escaped every recover)
# expect: python E
# message: rendered
items = list(range(10))
class Shrink:
    def __index__(self):
        items.clear()
        return 2
class E(ValueError):
    def __str__(self):
        items[Shrink():] = [1]
        return "rendered"
raise E()
