# Recursive calls: fib(27), five times.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


results = [fib(27) for _ in range(5)]
print(results)
