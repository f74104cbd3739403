# attack: int('9' * 100000) (quadratic parse)
# expect: python ValueError
# message: Exceeds the limit (4300 digits) for integer string conversion: value has 100000 digits; use sys.set_int_max_str_digits() to increase the limit
int('9' * 100000)
