# attack: a repeat count beyond a machine word
# expect: python OverflowError
# message: cannot fit 'int' into an index-sized integer
'x' * (2 ** 70)
