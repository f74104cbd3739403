def numbers(n):
    for i in range(n):
        yield i
def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x
def squares(xs):
    return (x * x for x in xs)
print(list(squares(evens(numbers(10)))))
print(sum(squares(range(5))), max(evens(numbers(7))))
