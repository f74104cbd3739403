# traceback: full
def make_divider(d):
    def divide(n):
        return n // d
    return divide
halve = make_divider(2)
nothing = make_divider(0)
print(halve(9))
print(nothing(9))
