def chunks(it, n):
    batch = []
    for x in it:
        batch.append(x)
        if len(batch) == n:
            yield batch
            batch = []
    if batch:
        yield batch
print(list(chunks(range(7), 3)), list(chunks([], 2)), list(chunks('ab', 5)))
