# attack: tuple(huge range)
# ref: architecture.md §12 item 2 (charge before the work)
# limits: ops=1e12
# expect: limit memory
tuple(range(10 ** 8))
