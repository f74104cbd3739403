# traceback: full
def total_length(items):
    return sum(len(i) for i in items)
print(total_length(['ab', [1, 2, 3]]))
print(total_length(['ab', 5]))
