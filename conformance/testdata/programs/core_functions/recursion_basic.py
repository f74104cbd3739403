def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(20), fact(30))
def fib(n, memo={}):
    if n < 2:
        return n
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]
print(fib(80))
def hanoi(n, a, b, c, moves):
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append((a, c))
        hanoi(n - 1, b, a, c, moves)
    return moves
print(len(hanoi(8, 'A', 'B', 'C', [])), hanoi(2, 'A', 'B', 'C', []))
def flatten(x):
    if isinstance(x, list):
        return [z for y in x for z in flatten(y)]
    return [x]
print(flatten([1, [2, [3, [4]], 5]]))
def even(n): return True if n == 0 else odd(n - 1)
def odd(n): return False if n == 0 else even(n - 1)
print(even(10), odd(7))
