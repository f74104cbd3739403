# attack: str(10**100000) (CPython's int max str digits)
# limits: ops=1e7
# expect: python ValueError
# message: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
str(10 ** 100000)
