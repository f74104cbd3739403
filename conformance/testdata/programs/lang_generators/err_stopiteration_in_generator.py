# traceback: full
def first_items(iters):
    for it in iters:
        yield next(it)
print(list(first_items([iter([1]), iter([])])))
