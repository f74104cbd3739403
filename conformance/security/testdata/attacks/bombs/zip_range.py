# attack: list(zip(...)) of two huge ranges (tuples per item)
# ref: architecture.md §12 item 2 (charge before the work)
# limits: ops=1e12
# expect: limit memory
list(zip(range(10 ** 8), range(10 ** 8)))
