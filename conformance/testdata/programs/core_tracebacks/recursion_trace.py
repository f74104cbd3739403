# traceback: full
def countdown(n):
    if n == 0:
        return 1 / n
    return countdown(n - 1)
countdown(5)
