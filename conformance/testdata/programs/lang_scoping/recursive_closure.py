def make():
    def even(n): return True if n == 0 else odd(n - 1)
    def odd(n): return False if n == 0 else even(n - 1)
    return even, odd
e, o = make()
print(e(10), o(7), e(3))
